/** Why an outbound target was refused. */
export type UnsafeTargetReason =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'credentials_in_url'
  | 'private_address'
  | 'metadata_address'
  | 'local_hostname'
  | 'unresolvable';

/**
 * Thrown when a webhook or callback target is not a public address: at create/update (mapped to a
 * 422 on the URL field) and at delivery time (the attempt fails without a request being sent).
 */
export class UnsafeTargetError extends Error {
  readonly reason: UnsafeTargetReason;

  constructor(reason: UnsafeTargetReason, message: string) {
    super(message);
    this.name = 'UnsafeTargetError';
    this.reason = reason;
  }
}
