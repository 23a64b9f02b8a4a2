import type { LocalService } from './local-service';

/**
 * The emulators the local runtime starts after the table exists, in this order (each may use the
 * ones before it through `context.services`), and stops in reverse.
 */
export const localServices: readonly LocalService[] = [];
