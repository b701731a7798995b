/**
 * Resume export: render time per template and format (p50/p99) for a two-page resume (and a
 * Chinese one as PDF), the export worker's time with the read-back check the service makes,
 * the event-loop delay while a PDF renders in the worker, and the heap after garbage
 * collection across many exports.
 * Run: node --expose-gc --import tsx bench/export.bench.ts [iterations per template and format]
 * (EXPORT_BENCH_MEMORY_RUNS, default 1000, sets the exports of the memory run.)
 * Prints numbers; asserts nothing.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  RESUME_TEMPLATE_IDS,
  exportResumeSchema,
  type ResumeDocument,
} from '../packages/contract/src/index';
import { closeRenderPool, runRender } from '../apps/server/src/modules/resume-builder/pool';
import { renderExport } from '../apps/server/src/modules/resume-builder/render';
import { extractResumeText } from '../apps/server/src/modules/resumes/extract';
import { closeExtractionPool } from '../apps/server/src/modules/resumes/extract/pool';
import { DOC } from '../apps/server/test/resume-builder-fixture';

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

/**
 * Wall-clock p50/p99, and the p50 of the CPU time this process spent (on a loaded machine the
 * wall clock waits for a core; the CPU time does not).
 */
async function time(fn: () => Promise<unknown>, n: number) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: fonts load, code compiles
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p99: pct(ms, 99), cpu: pct(cpu, 50) };
}

// warm-up across templates, so the first one timed does not pay for the code's compilation
for (const template of RESUME_TEMPLATE_IDS)
  for (let i = 0; i < 3; i++)
    await renderExport(exportResumeSchema.parse({ template, format: 'pdf', document: LONG }));

console.log(
  `Export render time, two-page resume, ${N} runs each (in process; PDF with its CPU time p50)`,
);
console.log(
  'template'.padEnd(22),
  'pdf p50/p99 (cpu)'.padEnd(26),
  'docx p50/p99'.padEnd(18),
  'html p50/p99',
);
for (const template of RESUME_TEMPLATE_IDS) {
  const cells: string[] = [];
  for (const format of ['pdf', 'docx', 'html'] as const) {
    const req = exportResumeSchema.parse({ template, format, document: LONG });
    const t = await time(() => renderExport(req), N);
    const cpu = format === 'pdf' ? ` (${t.cpu.toFixed(0)})` : '';
    cells.push(
      `${t.p50.toFixed(1)}/${t.p99.toFixed(1)} ms${cpu}`.padEnd(format === 'pdf' ? 26 : 18),
    );
  }
  console.log(template.padEnd(22), ...cells);
}

/** The same resume in Chinese and Japanese: name, job titles, companies and a summary. */
const CJK: ResumeDocument = {
  ...LONG,
  personal: { ...LONG.personal, name: '王小明', headline: '高级软件工程师' },
  summary:
    '在北京从事后端开发八年，熟悉支付系统。日本語：ソフトウェアエンジニア、ひらがなとカタカナ。',
  experience: LONG.experience.map((e, i) => ({
    ...e,
    title: i % 2 ? '软件工程师' : '高级软件工程师',
    company: `腾讯科技（北京）有限公司 ${i + 1}`,
  })),
};
for (const template of ['modern-professional', 'executive-classic'] as const) {
  const req = exportResumeSchema.parse({ template, format: 'pdf', document: CJK });
  const t = await time(() => renderExport(req), N);
  console.log(
    `${template} in Chinese, pdf: ${t.p50.toFixed(1)}/${t.p99.toFixed(1)} ms (cpu ${t.cpu.toFixed(0)})`,
  );
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
// What the service does for a PDF: render in the export worker, read back in the upload one.
const service = await time(async () => extractResumeText(await runRender(req), 'pdf'), N);
console.log(
  `PDF rendered and read back (the service's check): p50 ${service.p50.toFixed(1)} ms, p99 ${service.p99.toFixed(1)} ms`,
);
await closeRenderPool();
await closeExtractionPool();

// Memory: heap after garbage collection across many in-process exports of every format and
// template (run with --expose-gc).
const gc = (globalThis as { gc?: () => void }).gc;
const M = Number(process.env.EXPORT_BENCH_MEMORY_RUNS ?? 1000);
if (gc) {
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
  const formats = ['pdf', 'docx', 'html'] as const;
  for (let i = 0; i < 30; i++)
    await renderExport(exportResumeSchema.parse({ format: formats[i % 3], document: LONG }));
  const at = [0, 250, 500, 1000, 2000, 3000].filter((n) => n <= M);
  if (!at.includes(M)) at.push(M);
  const heaps: string[] = [];
  for (let i = 0; i <= M; i++) {
    if (at.includes(i)) heaps.push(`${i}: ${heap().toFixed(1)} MB`);
    if (i === M) break;
    await renderExport(
      exportResumeSchema.parse({
        format: formats[i % 3],
        template: RESUME_TEMPLATE_IDS[i % 6],
        document: LONG,
      }),
    );
  }
  console.log(`Heap after GC, by exports done: ${heaps.join(', ')}`);
} else console.log('(memory: run with node --expose-gc --import tsx bench/export.bench.ts)');
