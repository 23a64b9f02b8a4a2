import type { CallbackRegistration } from './registration-entity';

/** Why no registration answers for a country. */
export type NoRegistration = 'not_registered' | 'inactive' | 'country_excluded';

/**
 * The selection rule, for the definitions' descriptions and the README: which one registration
 * answers when several owners registered the same definition.
 */
export const SELECTION_RULE =
  'When several owners (the company, partners, droplet installations) registered this definition, exactly one active registration answers for a cart: ' +
  'first, those whose `country_codes` name the cart country win over those open to every country; among them the company-owned one wins over partners and droplets; ' +
  'then the most recently activated (created active, or switched back on). Only that registration is called: its own circuit breaker and the fallback apply to it, ' +
  "and the cart's `messages.info` names its owner when it priced the cart. Deactivating, deleting, uninstalling the droplet, or revoking the partner token or its expiry (`owner_expires_at`) passes the choice to the next one.";

/**
 * Whether a registration can be chosen: switched on, and its owner's credential not expired (a
 * partner token past its `expires_at` answers 401, so its registrations stop answering carts too,
 * without a job having to switch them off).
 */
export function isInForce(registration: CallbackRegistration, now: Date): boolean {
  return (
    registration.active &&
    (registration.owner_expires_at === null || Date.parse(registration.owner_expires_at) > now.getTime())
  );
}

/**
 * Applies SELECTION_RULE to every registration of one definition for a destination country at
 * `now`: the chosen registration, or why there is none (nothing registered, nothing in force,
 * nothing in force for that country).
 */
export function chooseRegistration(
  registrations: readonly CallbackRegistration[],
  countryCode: string,
  now: Date,
): { chosen: CallbackRegistration } | { none: NoRegistration } {
  if (registrations.length === 0) return { none: 'not_registered' };
  const active = registrations.filter((registration) => isInForce(registration, now));
  if (active.length === 0) return { none: 'inactive' };
  const country = countryCode.toUpperCase();
  const applicable = active.filter(
    (registration) => registration.country_codes.length === 0 || registration.country_codes.includes(country),
  );
  if (applicable.length === 0) return { none: 'country_excluded' };
  const rank = (registration: CallbackRegistration) => [
    registration.country_codes.length > 0 ? 0 : 1,
    registration.owner_type === 'company' ? 0 : 1,
    -Date.parse(registration.activated_at ?? registration.created_at),
  ];
  const [chosen] = [...applicable].sort((a, b) => compareRanks(rank(a), rank(b)) || a.uuid.localeCompare(b.uuid));
  return { chosen: chosen! };
}

function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return 0;
}
