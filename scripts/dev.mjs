// npm run dev: API with restart on change (port 3000) and Vite with hot reload (port 5173).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const port = process.env.PORT ?? '3000';
const env = {
  NODE_ENV: 'development',
  ...process.env,
  API_URL: process.env.API_URL ?? `http://localhost:${port}`,
};
const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, WEB_DIST: '' },
});
const web = spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env });
console.log(`\nCareerforge dev: open http://localhost:5173 (API on http://localhost:${port})\n`);
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
