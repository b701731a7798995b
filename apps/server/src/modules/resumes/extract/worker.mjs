// Entry of the document parsing worker threads. Workers start with no inherited flags, so
// the TypeScript loader is registered here, the same way under `node --import tsx`, `tsx`
// and Vitest.
import { register } from 'tsx/esm/api';

register();
const { default: extractTask } = await import('./task.ts');

export default extractTask;
