// After `vite build` (client), `vite build --mode public` (the light public entry, public.html)
// and `vite build --ssr` (server entry), writes static HTML for the public pages into
// dist/prerender/, on the light entry's template. The server sends these to signed-out
// visitors; the light entry then hydrates them in the browser.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const template = readFileSync(path.join(dist, 'public.html'), 'utf8');
const { render, PRERENDERED_ROUTES } = await import(
  pathToFileURL(path.join(web, 'ssr-dist/entry-server.js')).href
);

const out = path.join(dist, 'prerender');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const route of PRERENDERED_ROUTES) {
  const html = await render(route);
  if (!template.includes('<div id="root"></div>'))
    throw new Error('public.html has no empty #root');
  const page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  const file = path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  writeFileSync(file, page);
}
rmSync(path.join(web, 'ssr-dist'), { recursive: true, force: true });
console.log(`Prerendered ${PRERENDERED_ROUTES.length} public pages.`);
// Query caches keep timers alive; the work is done.
process.exit(0);
