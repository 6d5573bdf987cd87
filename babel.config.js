// Babel is only used by Docusaurus's webpack fallback; the default build uses
// SWC through @docusaurus/faster. Kept so `future.experimental_faster` can be
// switched off without other changes.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
