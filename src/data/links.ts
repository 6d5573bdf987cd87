/**
 * Every outbound address the site uses, in one place, so the navbar, the
 * footer, the home page and the docs pages never disagree about where the
 * platform lives. Addresses come from the platform facts.
 */
export const links = {
  consoleSignIn: 'https://console.dimo.org/sign-in',
  console: 'https://console.dimo.org',
  github: 'https://github.com/DIMO-Network',
  blog: 'https://dimo.co/blogs/the-pit-stop/',
  discord: 'https://discord.com/invite/dimonetwork',
  university: 'https://youtu.be/nktm5m9LhIU',
  aiAssistant: 'https://chatgpt.com/g/g-68b72a6088d08191b80a6bd57c0fae3f-dimo-build-gpt',
  mobileApp: 'https://dimo.co',
  japan: 'https://dimojapan.com/',
  dashboard: 'https://dune.com/dimo_network/dimo-protocol',
  x: 'https://twitter.com/dimo_network',
  status: 'https://status.dimo.co/',
  login: 'https://login.dimo.org',
  supportEmail: 'mailto:developer-support@dimo.org',
} as const;

export type LinkName = keyof typeof links;
