// `npm run serve`: the production server. A Node that strips TypeScript types itself (22.18+,
// 24+) runs the sources as they are; Node 20 first registers tsx's loader.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api')
  register()
}
await import('../src/server/main.server.ts')
