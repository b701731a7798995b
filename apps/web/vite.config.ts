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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
}));
