// Entry of the document parsing worker processes (see pool.ts). A worker starts with only the
// flags the pool gives it, so the TypeScript loader is registered here, the same way under
// `node --import tsx`, `tsx` and Vitest.
import { getPriority, setPriority } from 'node:os';
import { register } from 'tsx/esm/api';
import workerpool from 'workerpool';

register();
const { default: extractTask } = await import('./task.ts');

// Parsing yields the CPU to the server: a somewhat lower priority for this process only (not
// so low that other busy processes on the machine starve it into its time limit).
try {
  setPriority(0, Math.min(19, getPriority(0) + 5));
} catch {
  // Not permitted here: parsing runs at the server's priority.
}

workerpool.worker({
  extract: (task) => extractTask(task, () => workerpool.workerEmit('started')),
});
