import type { LocalService } from './local-service';
import { mailboxService } from './mailbox-service';
import { pipelineService } from './pipeline-service';
import { schedulerService } from './scheduler-service';
import { storefrontClockService } from './storefront-clock-service';
import { uploadsService } from './uploads-service';

/**
 * The emulators the local runtime starts after the table exists, in this order (each may use the
 * ones before it through `context.services`), and stops in reverse.
 */
export const localServices: readonly LocalService[] = [mailboxService, pipelineService, schedulerService(), uploadsService, storefrontClockService];
