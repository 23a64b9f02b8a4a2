const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Honours a caller's `X-Request-Id` when it is well-formed, else uses the gateway's id. */
export function resolveRequestId(incoming: string | undefined, gatewayId: string | undefined): string {
  if (incoming && WELL_FORMED.test(incoming)) return incoming;
  return gatewayId && gatewayId.length > 0 ? gatewayId : crypto.randomUUID();
}
