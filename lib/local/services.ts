import { adminService } from './admin-service';
import type { LocalService } from './local-service';
import { mailboxService } from './mailbox-service';
import { pipelineService } from './pipeline-service';
import { schedulerService } from './scheduler-service';
import { storefrontClockService } from './storefront-clock-service';
import { stripeEmulatorService } from './stripe-emulator-service';
import { uploadsService } from './uploads-service';

/**
 * The emulators the local runtime starts after the table exists, in this order (each may use the
 * ones before it through `context.services`), and stops in reverse.
 */
export const localServices: readonly LocalService[] = [
  mailboxService,
  pipelineService,
  schedulerService(),
  uploadsService,
  storefrontClockService,
  stripeEmulatorService,
  adminService,
];

/**
 * What template mode starts besides the template's own wiring (template-services.ts): the mailbox
 * (its SES stand-in writes there), the uploads endpoint, the Stripe emulator and the admin's files. The pipeline, scheduler and storefront
 * clock of the default mode are manifest-wired or in-process, so the template replaces them.
 */
export const templateModeServices: readonly LocalService[] = [
  mailboxService,
  uploadsService,
  stripeEmulatorService,
  adminService,
];
