// @vitest-environment node
/**
 * The layer boundaries are a lint rule (eslint/boundaries.js, configured in eslint.config.js). These
 * tests plant imports, in a real file for the ESLint CLI and as text for its Node API: the rule
 * must fail a crossing and pass the allowed form of the same import, so neither a missing rule
 * nor an over-broad one goes unseen.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const featuresDir = path.join(root, 'apps/web/src/features');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}

interface LintRun {
  code: number;
  messages: LintMessage[];
}

/** Runs the ESLint CLI, as `npm run lint` does, and parses its report. */
function eslint(args: string[]): Promise<LintRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [eslintBin, '--format', 'json', '--no-warn-ignored', ...args],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        try {
          const report = JSON.parse(stdout) as { messages: LintMessage[] }[];
          resolve({ code, messages: report.flatMap((r) => r.messages) });
        } catch {
          reject(new Error(`ESLint gave no report (exit ${code}): ${stderr}`));
        }
      },
    );
  });
}

/** Lints text as if it were the file `filePath` (which need not exist), with the repo's config. */
let linter: ESLint | undefined;
async function lintText(filePath: string, text: string): Promise<LintRun> {
  linter ??= new ESLint({ cwd: root });
  const [result] = await linter.lintText(text, { filePath });
  return { code: result!.errorCount > 0 ? 1 : 0, messages: result!.messages };
}

const boundaryErrors = (run: LintRun) =>
  run.messages.filter((m) => m.ruleId === 'careerforge/boundaries' && m.severity === 2);

/** The boundary errors' messages for the file `filePath` made of these lines. */
async function boundaryMessages(filePath: string, lines: string[]): Promise<string[]> {
  const run = await lintText(filePath, [...lines, ''].join('\n'));
  return boundaryErrors(run).map((m) => m.message);
}

/** Two features with an index.ts, and a file inside the second that is not its index. */
function twoFeatures() {
  const withIndex = readdirSync(featuresDir).filter((f) =>
    existsSync(path.join(featuresDir, f, 'index.ts')),
  );
  for (const importer of withIndex) {
    for (const owner of withIndex) {
      if (owner === importer) continue;
      const inside = findInside(path.join(featuresDir, owner));
      if (inside) return { importer, owner, inside };
    }
  }
  throw new Error('Need two features with an index.ts and a file beside it.');
}

function findInside(dir: string): string | null {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const found = findInside(full);
      if (found) return found;
    } else if (/\.tsx?$/.test(name) && name !== 'index.ts') return full;
  }
  return null;
}

/** The import specifier from `fromFile` to `target`, extension dropped, always relative. */
function specifier(fromFile: string, target: string) {
  const rel = path.relative(path.dirname(fromFile), target).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

describe('lint enforces the layer boundaries', () => {
  const planted: string[] = [];
  afterEach(() => {
    for (const file of planted.splice(0)) rmSync(file, { force: true });
  });

  it("fails a file that imports another feature's insides, and passes its index", async () => {
    const { importer, owner, inside } = twoFeatures();
    const file = path.join(featuresDir, importer, `boundary-plant-${process.pid}.ts`);
    planted.push(file);

    writeFileSync(
      file,
      `import * as insides from '${specifier(file, inside)}';\n\nexport { insides };\n`,
    );
    const crossing = await eslint([path.relative(root, file)]);
    expect(crossing.code).toBe(1);
    expect(boundaryErrors(crossing)).toHaveLength(1);
    expect(boundaryErrors(crossing)[0]!.message).toContain(
      `reaches inside the ${owner} feature; import its index.ts instead`,
    );

    const index = path.join(featuresDir, owner, 'index.ts');
    writeFileSync(file, `import * as api from '${specifier(file, index)}';\n\nexport { api };\n`);
    linter ??= new ESLint({ cwd: root });
    const [allowed] = await linter.lintFiles([file]);
    expect(allowed!.messages).toEqual([]);
  }, 120_000);

  it("fails a page that imports a feature's insides", async () => {
    const { owner, inside } = twoFeatures();
    const page = path.join(root, 'apps/web/src/pages/boundary-plant.tsx');
    const crossing = await boundaryMessages(page, [
      `export { x } from '${specifier(page, inside)}';`,
    ]);
    expect(crossing).toHaveLength(1);
    const allowed = await boundaryMessages(page, [`export * from '../features/${owner}';`]);
    expect(allowed).toEqual([]);
  }, 60_000);

  it('fails shared components that import a feature', async () => {
    const { owner } = twoFeatures();
    const run = await boundaryMessages(
      path.join(root, 'apps/web/src/components/ui/boundary-plant.tsx'),
      [`export * from '../../features/${owner}';`],
    );
    expect(run).toHaveLength(1);
  }, 60_000);

  it('checks dynamic and type-only imports; lets a feature use its own files and tests reach in', async () => {
    const { importer, owner, inside } = twoFeatures();
    const page = path.join(root, 'apps/web/src/pages/boundary-plant.tsx');
    const dynamic = await boundaryMessages(page, [
      `export const load = () => import('${specifier(page, inside)}');`,
    ]);
    expect(dynamic).toHaveLength(1);

    const typeOnly = await boundaryMessages(path.join(root, 'apps/web/src/lib/boundary-plant.ts'), [
      `import type { AtsReport } from '@careerforge/engine';`,
      `export type Report = AtsReport;`,
    ]);
    expect(typeOnly).toHaveLength(1);

    const ownFile = path.join(path.dirname(inside), 'boundary-plant.ts');
    const own = await boundaryMessages(ownFile, [`export * from '${specifier(ownFile, inside)}';`]);
    expect(own).toEqual([]);

    const testFile = path.join(root, 'apps/web/test/boundary-plant.test.ts');
    const fromTest = await boundaryMessages(testFile, [
      `export * from '${specifier(testFile, inside)}';`,
    ]);
    expect(fromTest).toEqual([]);

    const viaIndexFile = path.join(featuresDir, importer, 'boundary-plant.ts');
    const viaIndex = await boundaryMessages(viaIndexFile, [`export * from '../${owner}/index';`]);
    expect(viaIndex).toEqual([]);
  }, 60_000);

  it('fails the web app importing the engine or the server, and passes the contract', async () => {
    const run = await boundaryMessages(path.join(root, 'apps/web/src/lib/boundary-plant.ts'), [
      `export * from '@careerforge/engine';`,
      `export * from '../../../server/src/app';`,
      `export * from '@careerforge/contract';`,
    ]);
    expect(run).toEqual([
      expect.stringContaining('"@careerforge/engine"'),
      expect.stringContaining('"../../../server/src/app"'),
    ]);
  }, 60_000);

  it('fails the engine importing anything of ours, and the contract importing an app', async () => {
    const engine = await boundaryMessages(
      path.join(root, 'packages/engine/src/boundary-plant.ts'),
      [
        `export * from '@careerforge/contract';`,
        `export * from '../../../apps/server/src/app';`,
        `export * from './index';`,
      ],
    );
    expect(engine).toEqual([
      expect.stringContaining('"@careerforge/contract"'),
      expect.stringContaining('"../../../apps/server/src/app"'),
    ]);

    const contract = await boundaryMessages(
      path.join(root, 'packages/contract/src/boundary-plant.ts'),
      [`export * from '../../../apps/web/src/lib/cn';`],
    );
    expect(contract).toHaveLength(1);
  }, 60_000);

  it('fails a server module that reaches into another module, and passes its service', async () => {
    const modules = path.join(root, 'apps/server/src/modules');
    const crossing = await boundaryMessages(path.join(modules, 'lab/boundary-plant.ts'), [
      `export * from '../resumes/repo';`,
      `export * from '../dashboard/jobs';`,
      `export * from '../resumes/service';`,
      `export * from './repo';`,
    ]);
    expect(crossing).toEqual([
      expect.stringContaining('reaches inside the resumes module'),
      expect.stringContaining('reaches inside the dashboard module'),
    ]);
    // a plugin or lib file of the server, too; the composition roots and tests may register
    const plugin = await boundaryMessages(
      path.join(root, 'apps/server/src/plugins/boundary-plant.ts'),
      [`export * from '../modules/auth/bridge';`],
    );
    expect(plugin).toHaveLength(1);
    const registry = await boundaryMessages(path.join(modules, 'index.ts'), [
      `export * from './resume-lab/routes';`,
    ]);
    expect(registry).toEqual([]);
    const test = await boundaryMessages(
      path.join(root, 'apps/server/test/boundary-plant.test.ts'),
      [`export * from '../src/modules/resumes/repo';`],
    );
    expect(test).toEqual([]);
  }, 60_000);

  it('fails a server import that runs up a floor: lib/db to ai, modules or plugins; a module to a plugin', async () => {
    const src = path.join(root, 'apps/server/src');
    const lib = await boundaryMessages(path.join(src, 'lib/boundary-plant.ts'), [
      `export type { TailorOutcome } from '../ai';`,
      `export * from '../modules/resumes/service';`,
      `export * from '../plugins/errors';`,
      `export * from './errors';`,
    ]);
    expect(lib).toEqual([
      expect.stringContaining('lib and db are the floor'),
      expect.stringContaining('lib and db are the floor'),
      expect.stringContaining('lib and db are the floor'),
    ]);
    const ai = await boundaryMessages(path.join(src, 'ai/boundary-plant.ts'), [
      `export * from '../modules/resumes/service';`,
      `export * from '../lib/errors';`,
    ]);
    expect(ai).toEqual([expect.stringContaining('never import a module or a plugin')]);
    const module = await boundaryMessages(path.join(src, 'modules/account/boundary-plant.ts'), [
      `export * from '../../plugins/session';`,
      `export * from '../auth/service';`,
    ]);
    expect(module).toEqual([expect.stringContaining('a module never imports one')]);
  }, 60_000);
});
