import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import careerforge from './eslint/boundaries.js';

const web = 'apps/web/src';

/**
 * The layer boundaries (eslint/boundaries.js), checked on where each import points, so a
 * relative path, a workspace path and a package name are all caught:
 * - a feature or a page imports another feature only through its index.ts (every folder under
 *   features/ is a feature, so a new one is covered at once; tests may reach inside);
 * - shared components and lib sit below the features, pages and the app shell;
 * - the web app imports neither the server nor the engine (only the contract);
 * - the engine imports nothing of ours; the contract imports no app; the server no web code;
 * - a server module reaches another only through its public service (modules/M/service.ts);
 *   the composition roots (app.ts, modules/index.ts) register routes.
 */
const boundaries = {
  root: import.meta.dirname,
  packages: {
    '@careerforge/contract': 'packages/contract',
    '@careerforge/engine': 'packages/engine',
    '@careerforge/server': 'apps/server',
    '@careerforge/web': 'apps/web',
  },
  features: `${web}/features`,
  modules: 'apps/server/src/modules',
  moduleRegistries: ['apps/server/src/modules/index.ts', 'apps/server/src/app.ts'],
  moduleImporters: ['apps/server/src'],
  featureImporters: [web],
  zones: [
    {
      target: [`${web}/components`, `${web}/lib`],
      from: [`${web}/features`, `${web}/pages`, `${web}/app`],
      message: 'shared components and lib must not depend on features, pages or the app shell.',
    },
    {
      target: ['apps/web'],
      from: ['apps/server', 'packages/engine'],
      message: 'the web app talks to the server over HTTP through the contract, never its code.',
    },
    {
      target: ['packages/engine'],
      from: ['apps', 'packages/contract'],
      message: 'the engine is pure and imports nothing of ours.',
    },
    {
      target: ['packages/contract'],
      from: ['apps'],
      message: 'the contract is imported by the apps, never the other way round.',
    },
    {
      target: ['apps/server'],
      from: ['apps/web'],
      message: 'the server serves the built web app; it never imports its code.',
    },
    {
      target: ['apps/server/src/lib', 'apps/server/src/db'],
      from: ['apps/server/src/ai', 'apps/server/src/modules', 'apps/server/src/plugins'],
      message: 'lib and db are the floor of the server: they import nothing above them.',
    },
    {
      target: ['apps/server/src/ai'],
      from: ['apps/server/src/modules', 'apps/server/src/plugins'],
      message: 'the AI providers serve the modules; they never import a module or a plugin.',
    },
    {
      target: ['apps/server/src/modules'],
      from: ['apps/server/src/plugins'],
      message: 'plugins wrap the modules (sessions, errors, limits); a module never imports one.',
    },
  ],
};

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
    files: ['apps/**/*.{ts,tsx,mts,mjs,js}', 'packages/**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { careerforge },
    rules: { 'careerforge/boundaries': ['error', boundaries] },
  },
);
