/**
 * The document parsing worker process (see pool.ts). Run from the build as
 * dist/server/upload-worker.mjs, or from the sources through worker.mjs, which registers the
 * TypeScript loader first.
 */
import { getPriority, setPriority } from 'node:os';
import workerpool from 'workerpool';
import { importTask, type ImportTask } from './import';
import extractTask, { warmUpTask, type ExtractTask } from './task';

// Parsing yields the CPU to the server: a somewhat lower priority for this process only (not
// so low that other busy processes on the machine starve it into its time limit).
try {
  setPriority(0, Math.min(19, getPriority(0) + 5));
} catch {
  // Not permitted here: parsing runs at the server's priority.
}

workerpool.worker({
  extract: (task: ExtractTask) => extractTask(task, () => workerpool.workerEmit('started')),
  import: (task: ImportTask) => importTask(task, () => workerpool.workerEmit('started')),
  warmUp: () => warmUpTask(),
});
