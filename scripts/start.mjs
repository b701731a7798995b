// npm start: build what is not built yet (the web app, the compiled server), then serve the web
// app and the API on one port from the compiled server (dist/server/main.mjs).
import { buildServerIfStale, buildWebIfStale, root, run } from './lib.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

await buildWebIfStale();
await buildServerIfStale();
// No --enable-source-maps by default: Node 20 reads every source map as a module loads and keeps
// it decoded, about 50 MB of the server's memory for stack traces that point into TypeScript
// instead of the readable bundle. NODE_OPTIONS=--enable-source-maps turns it on.
const code = await run(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.mjs'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
