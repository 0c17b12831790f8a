// fontverter ships no types: the one call src/tooling/harfbuzz.ts makes.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, toFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt'): Promise<Buffer>
  }
  export default fontverter
}
