/**
 * The Chromium the end-to-end tests and the browser benchmarks drive: where it is, and the
 * flags that keep it quiet (no sandbox in containers, no GPU, no background traffic).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
