import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/*
 * react-router's package exports name only its development build (no "production" condition),
 * so a production bundle would ship its dev checks and warnings (about 4 KB gzip more): a build
 * resolves the package to its production build by path instead.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The light public build's router: each public page is a document (see its header). */
const documentRouter = fileURLToPath(new URL('./src/app/document-router.tsx', import.meta.url));

/*
 * `vite build` builds the app (index.html, ./src/main.tsx); `vite build --mode public` then
 * builds the light entry of the prerendered public pages (public.html, ./src/public-main.tsx)
 * into the same dist/, on its own chunks: with the document router instead of react-router,
 * and without the routes, the session machinery and zod of the app.
 */
export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      command !== 'build'
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: mode === 'public' ? documentRouter : reactRouterProduction,
            },
          ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/auth/user': api,
      '/auth/google': api,
      '/auth/oidc': api,
      '/billing': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    ...(mode === 'public' ? { emptyOutDir: false, rollupOptions: { input: 'public.html' } } : {}),
  },
}));
