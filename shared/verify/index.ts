/** Helpers for droplet vendors and webhook receivers, exported as `commerce-platform-api/verify`. */
export { verifyDelivery } from './verify-delivery';
export type { DeliveryEnvelope, HeaderSource, VerifyFailureReason, VerifyOptions, VerifyResult } from './verify-delivery';
export { verifySessionToken } from './verify-session-token';
export type { SessionTokenClaims, SessionTokenFailureReason, SessionTokenResult, VerifySessionTokenOptions } from './verify-session-token';
export { DROPLET_LIFECYCLE_EVENTS, isDropletLifecycleEnvelope } from './lifecycle-events';
export type {
  DropletInstalledData,
  DropletInstalledEnvelope,
  DropletLifecycleEnvelope,
  DropletLifecycleIdentity,
  DropletUninstalledData,
  DropletUninstalledEnvelope,
} from './lifecycle-events';
