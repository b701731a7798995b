// npm start: build what is not built yet, then serve the web app and the API on one port.
import { buildWebIfStale, root, run } from './lib.mjs';

await buildWebIfStale();
const code = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
