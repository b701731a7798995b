// npm start: build what is not built yet (the web app, the compiled server), then serve the web
// app and the API on one port from the compiled server (dist/server/main.mjs).
import { buildServerIfStale, buildWebIfStale, root, run } from './lib.mjs';

await buildWebIfStale();
await buildServerIfStale();
const code = await run(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
