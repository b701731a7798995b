/** Where the benches and evaluations read from: the repository, its fixtures, the evaluation data. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The evaluation data sets: EVAL_DATA_DIR, by default ../shared/data beside the repository. */
export const dataDir = resolve(root, process.env.EVAL_DATA_DIR ?? '../shared/data');

/** The text of one of the engine's test fixtures. */
export const fixture = (name: string): string =>
  readFileSync(join(root, 'packages/engine/test/fixtures', name), 'utf8');
