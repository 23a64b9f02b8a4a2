/**
 * The storefront's notion of "now" for visibility (scheduled items go live at their publish
 * time). In AWS it is the system clock. The local runtime may shift it per company
 * (`POST /_local/clock/advance`), so a test can prove a scheduled item appears on time without
 * waiting and without disturbing other tests' companies.
 */
const offsets = new Map<number, number>();

/** Current time as the storefront sees it for `companyId`. */
export function storefrontNow(companyId: number): Date {
  return new Date(Date.now() + (offsets.get(companyId) ?? 0));
}

/** Local runtime only: moves one company's storefront clock forward. */
export function advanceStorefrontClock(companyId: number, seconds: number): Date {
  offsets.set(companyId, (offsets.get(companyId) ?? 0) + seconds * 1000);
  return storefrontNow(companyId);
}
