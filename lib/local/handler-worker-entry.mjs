// Entry of a handler worker thread: TypeScript support first (the parent may be tsx, vitest or
// plain node), then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./handler-worker.ts');
