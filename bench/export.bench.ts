/**
 * Resume export: render time per template and format (p50/p99) for a two-page resume, the
 * event-loop delay while a PDF renders in the export worker, and heap growth across many
 * exports. Run: npx tsx bench/export.bench.ts [iterations per template and format]
 * Prints numbers; asserts nothing.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  RESUME_TEMPLATE_IDS,
  exportResumeSchema,
  type ResumeDocument,
} from '../packages/contract/src/index';
import { closeRenderPool, runRender } from '../apps/server/src/modules/builder/pool';
import { renderExport } from '../apps/server/src/modules/builder/render';
import { DOC } from '../apps/server/test/builder-fixture';

const N = Number(process.argv[2] ?? 20);

/** Two pages: eight jobs of five bullets. */
const LONG: ResumeDocument = {
  ...DOC,
  experience: Array.from({ length: 8 }, (_, i) => ({
    ...DOC.experience[i % 2]!,
    id: `x${i}`,
    company: `Company ${i + 1}`,
    bullets: Array.from(
      { length: 5 },
      (_, j) => `Delivered project ${i + 1}.${j + 1}, cutting costs by ${10 + j}% for 3 teams`,
    ),
  })),
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function time(fn: () => Promise<unknown>, n: number) {
  await fn(); // warm-up: fonts load, modules compile
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p99: pct(ms, 99) };
}

console.log(`Export render time, two-page resume, ${N} runs each (in process)`);
console.log(
  'template'.padEnd(22),
  'pdf p50/p99'.padEnd(18),
  'docx p50/p99'.padEnd(18),
  'html p50/p99',
);
for (const template of RESUME_TEMPLATE_IDS) {
  const cells: string[] = [];
  for (const format of ['pdf', 'docx', 'html'] as const) {
    const req = exportResumeSchema.parse({ template, format, document: LONG });
    const t = await time(() => renderExport(req), N);
    cells.push(`${t.p50.toFixed(1)}/${t.p99.toFixed(1)} ms`.padEnd(18));
  }
  console.log(template.padEnd(22), ...cells);
}

// In the worker: the server's event loop stays free while PDFs render.
const req = exportResumeSchema.parse({ format: 'pdf', document: LONG });
await runRender(req);
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const worker = await time(() => runRender(req), N);
delay.disable();
console.log(
  `\nPDF in the export worker: p50 ${worker.p50.toFixed(1)} ms, p99 ${worker.p99.toFixed(1)} ms; ` +
    `main-thread event-loop delay while rendering: p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
);
await closeRenderPool();

// Memory: heap after many in-process exports, garbage collected (run with --expose-gc).
const gc = (globalThis as { gc?: () => void }).gc;
const M = Number(process.env.EXPORT_BENCH_MEMORY_RUNS ?? 1000);
if (gc) {
  const heap = () => {
    gc();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
  const formats = ['pdf', 'docx', 'html'] as const;
  for (let i = 0; i < 30; i++)
    await renderExport(exportResumeSchema.parse({ format: formats[i % 3], document: LONG }));
  const before = heap();
  for (let i = 0; i < M; i++)
    await renderExport(
      exportResumeSchema.parse({
        format: formats[i % 3],
        template: RESUME_TEMPLATE_IDS[i % 6],
        document: LONG,
      }),
    );
  console.log(`Heap after ${M} exports: ${before.toFixed(1)} MB -> ${heap().toFixed(1)} MB`);
} else console.log('(memory: run with node --expose-gc --import tsx bench/export.bench.ts)');
