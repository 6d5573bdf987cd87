/**
 * Debian's Chromium and how the project starts it, shared by the browser tests
 * and the image renderer. Background networking is off so the browser itself
 * contacts nothing: this machine's network is closed, and the tests must not
 * touch the internet.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
