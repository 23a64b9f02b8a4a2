/** Helpers for droplet vendors and webhook receivers, exported as `commerce-platform-api/verify`. */
export { verifyDelivery } from './verify-delivery.js';
export type {
  DeliveryEnvelope,
  HeaderSource,
  VerifyFailureReason,
  VerifyOptions,
  VerifyResult,
} from './verify-delivery.js';
export { verifySessionToken } from './verify-session-token.js';
export type {
  SessionTokenClaims,
  SessionTokenFailureReason,
  SessionTokenResult,
  VerifySessionTokenOptions,
} from './verify-session-token.js';
export { DROPLET_LIFECYCLE_EVENTS, isDropletLifecycleEnvelope } from './lifecycle-events.js';
export type {
  DropletInstalledData,
  DropletInstalledEnvelope,
  DropletLifecycleEnvelope,
  DropletLifecycleIdentity,
  DropletUninstalledData,
  DropletUninstalledEnvelope,
} from './lifecycle-events.js';
