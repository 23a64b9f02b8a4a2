/** Shop identifiers: 3-63 lower-case letters, digits and inner hyphens (a DNS label). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

/** Identifier of the platform operator's own company (root admins belong to it). */
export const PLATFORM_OPERATOR_SUBDOMAIN = 'platform';

/** Identifiers no merchant can claim: they name the platform's own hosts and company. */
export const reservedSubdomains: readonly string[] = [
  PLATFORM_OPERATOR_SUBDOMAIN,
  'www',
  'api',
  'admin',
  'app',
  'auth',
  'docs',
  'mail',
  'status',
  'support',
];

/** Tells whether a merchant may claim this shop identifier (format and reserved names; not availability). */
export function isClaimableSubdomain(subdomain: string): boolean {
  return SUBDOMAIN_PATTERN.test(subdomain) && !reservedSubdomains.includes(subdomain);
}
