// Debian's Chromium, as the tests, the bench and the image scripts launch it. Browser downloads
// are not possible on these machines; the flags keep Chromium off the (closed) network.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
