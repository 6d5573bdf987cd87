// Wraps the theme's doc footer (not ejected) to add "Was this page helpful?"
// above it: on every doc page, generated REST operation pages included, after
// the page's text and before "Edit this page".
import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';

import PageFeedback from '@site/src/components/PageFeedback';

export default function FooterWrapper() {
  const { metadata } = useDoc();
  return (
    <>
      {/* Keyed by page: a client-side navigation starts the next page at its own question. */}
      <PageFeedback key={metadata.permalink} permalink={metadata.permalink} title={metadata.title} />
      <Footer />
    </>
  );
}
