// Entry of the read client's worker thread: TypeScript support first (the parent may be tsx or
// vitest), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./read-client-worker.ts');
