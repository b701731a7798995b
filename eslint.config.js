import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';

/** Every folder under apps/web/src/features is a feature; a new folder is covered at once. */
const features = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Paths relative to the features folder: every feature's public face. */
const indexes = (except) => features.filter((f) => f !== except).map((f) => `./${f}/index.ts`);

/**
 * The layer boundaries, checked on resolved files (so `../../inbox/components/x`,
 * `@careerforge/engine` and a workspace path are all caught):
 * - a feature imports another feature only through its index.ts; pages do the same;
 * - shared components and lib sit below the features, pages and the app shell;
 * - the web app imports neither the server nor the engine (only the contract);
 * - the engine imports nothing of ours; the contract imports no app; the server no web code.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`, ...indexes(feature)],
    message: `A feature imports another feature only through its index.ts.`,
  })),
  {
    target: `./${web}/pages`,
    from: `./${web}/features`,
    except: indexes(),
    message: 'A page imports a feature only through its index.ts.',
  },
  {
    target: [`./${web}/components`, `./${web}/lib`],
    from: [`./${web}/features`, `./${web}/pages`, `./${web}/app`],
    message: 'Shared components and lib must not depend on features, pages or the app shell.',
  },
  {
    target: './apps/web',
    from: ['./apps/server', './packages/engine'],
    message: 'The web app talks to the server over HTTP through the contract, never its code.',
  },
  {
    target: './packages/engine',
    from: ['./apps', './packages/contract'],
    message: 'The engine is pure and imports nothing of ours.',
  },
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract is imported by the apps, never the other way round.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server serves the built web app; it never imports its code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/ssr-dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      'packages/engine/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/**/*.{ts,tsx,mjs,js}', 'packages/**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
);
