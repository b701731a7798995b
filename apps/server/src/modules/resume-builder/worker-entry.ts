/**
 * The export worker process (see pool.ts): PDF and DOCX files are laid out here, off the
 * server's event loop. Run from the build as dist/server/export-worker.mjs, or from the sources
 * through worker.mjs, which registers the TypeScript loader first.
 */
import workerpool from 'workerpool';
import renderTask, { warmUpTask } from './task';

workerpool.worker({
  render: (req: Parameters<typeof renderTask>[0]) => renderTask(req),
  warmUp: () => warmUpTask(),
});
