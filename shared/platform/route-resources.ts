/**
 * AWS resources beyond the table that a route's function calls, and table access beyond the
 * item reads and writes its method implies (`table-batch-writes`: BatchWriteItem); CDK grants
 * exactly these and the local runtime provides their emulators.
 */
export type RouteResource =
  | 'mail'
  | 'reminder-schedules'
  /** Creating, moving and deleting subscription renewal schedules (shared/domains/autoship). */
  | 'renewal-schedules'
  /** Creating, moving and deleting the reminder mails' schedules before renewals (shared/domains/shop-mail). */
  | 'renewal-reminder-schedules'
  | 'deliveries-queue'
  | 'event-image-uploads'
  | 'storefront-media-uploads'
  /** Attaching uploaded event images: removes their pending tag (shared/platform/uploads/attach-uploads.ts). */
  | 'event-image-attachments'
  /** Attaching uploaded storefront media files: removes their pending tag. */
  | 'storefront-media-attachments'
  /** BatchWriteItem on the table (the event notification route, the relay and the reconciler). */
  | 'table-batch-writes'
  /**
   * The storefront distribution's origin secret (shared/platform/secrets/origin-secret.ts): the
   * site functions trust the viewer address CloudFront forwards only on requests carrying it.
   */
  | 'storefront-origin';
