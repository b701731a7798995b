// The export worker from the sources (see pool.ts): a worker starts with only the flags the
// pool gives it, so the TypeScript loader is registered here before the entry is read. The
// build bundles worker-entry.ts instead, with no loader.
import { register } from 'tsx/esm/api';

register();
await import('./worker-entry.ts');
