import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // the first test of a file loads the skills and occupation data: slow on a busy machine
    testTimeout: 30_000,
  },
});
