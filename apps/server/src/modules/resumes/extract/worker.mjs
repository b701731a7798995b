// The document parsing worker from the sources (see pool.ts): a worker starts with only the
// flags the pool gives it, so the TypeScript loader is registered here, the same way under
// `node --import tsx`, `tsx` and Vitest. The build bundles worker-entry.ts instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker-entry.ts');
