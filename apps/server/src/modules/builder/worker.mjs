// Entry of the resume export workers (see pool.ts): PDF and DOCX files are laid out here, off
// the server's event loop. The TypeScript loader is registered here, as in the upload workers.
import { register } from 'tsx/esm/api';
import workerpool from 'workerpool';

register();
const { default: renderTask } = await import('./task.ts');

workerpool.worker({ render: (req) => renderTask(req) });
