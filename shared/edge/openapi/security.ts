import { publicTokenPermissions } from '../../domains/auth/permissions';
import { tokenKinds, type TokenKind } from '../../domains/auth/token-kinds';
import type { RouteAuth } from '../http/route';
import type { SecurityRequirement, SecuritySchemeObject } from './types';

/** Name of the bearer scheme in `components.securitySchemes`. */
export const BEARER_SCHEME = 'bearerAuth';
/** Name of the shop header scheme (public storefront reads). */
export const SHOP_SCHEME = 'shopHeader';

/** What each kind of token is for: documentation, kept beside its one reader rather than in every function that checks a prefix. */
const tokenKindDescriptions: Record<TokenKind, string> = {
  company: 'Company token: full administrative access; server-side only.',
  partner: 'Partner token: company-level access tied to a role; may expire.',
  public:
    'Public token: client-side; names its shop on the public storefront reads (what anonymous visitors see); every bearer operation answers it 403.',
  root_admin: 'Root-admin token: platform operator; may act across companies where the spec allows.',
  installation: 'Droplet installation token: limited to the installation scopes.',
  session: 'Dashboard session: issued by redeeming an emailed sign-in link of an admin; expires after 12 hours.',
  member_session:
    'Member session: issued by redeeming an emailed sign-in link of a rep or customer member; names the member, holds no company permission; expires after 12 hours, or when the member is deactivated.',
  customer_session:
    "Customer session: issued by confirming an emailed sign-in code from a cart; reaches only that shop customer's own account, orders and subscriptions, holds no company permission; expires after 2 hours or at sign-out.",
};

/** `components.securitySchemes`: the bearer token, its kinds and what 401 and 403 mean. */
export function securitySchemes(): Record<string, SecuritySchemeObject> {
  const kinds = (Object.keys(tokenKinds) as TokenKind[]).map(
    (kind) => `| \`${tokenKinds[kind].prefix}\` | ${tokenKindDescriptions[kind]} |`,
  );
  const description = [
    'Send `Authorization: Bearer <token>`. The prefix tells the kind of token:',
    '',
    '| Prefix | Kind |',
    '|---|---|',
    ...kinds,
    '',
    'A missing, malformed, invalid, expired or revoked token answers **401** `{message}`; a valid token without the permission an operation names in `x-permission` answers **403** `{message}` (both bare bodies, not the standard envelope).',
    `Public tokens (\`pub_\`) are client-side credentials: they can only ever hold ${publicTokenPermissions.map((permission) => `\`${permission}\``).join(', ')}, with which they name their shop on the public storefront reads, and every bearer operation answers them **403** \`{message}\`.`,
  ].join('\n');
  return {
    [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description },
    [SHOP_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Service-Shop',
      description:
        'Public storefront reads name their shop without a company token, first match wins: a public token (`Authorization: Bearer pub_…`), this header carrying the shop identifier (the company subdomain), or the `Host` subdomain of the storefront domain (`<shop>.<STOREFRONT_DOMAIN>`, what a browser on the shop domain sends). An unknown or missing shop answers 404.',
    },
  };
}

/** The operation's `security` and, for bearer routes, the `x-permission` it requires. */
export function operationSecurity(auth: RouteAuth): { security: SecurityRequirement[]; 'x-permission'?: string } {
  if (auth.kind === 'bearer') return { security: [{ [BEARER_SCHEME]: [] }], 'x-permission': auth.permission };
  if (auth.kind === 'customer' || auth.kind === 'member') return { security: [{ [BEARER_SCHEME]: [] }] };
  // Any one of: the shop header, a public token, or none (the Host subdomain names the shop).
  if (auth.kind === 'shop') return { security: [{ [SHOP_SCHEME]: [] }, { [BEARER_SCHEME]: [] }, {}] };
  // No bearer: `[]` overrides any document-wide requirement; a cart token travels in the path.
  return { security: [] };
}

/** One paragraph for the operation's description saying how the caller authenticates. */
export function authenticationNote(auth: RouteAuth): string {
  switch (auth.kind) {
    case 'bearer': {
      return `**Authentication:** bearer token with permission \`${auth.permission}\`. No valid token: 401 \`{message}\`; token without the permission, or a public token: 403 \`{message}\`.`;
    }
    case 'customer':
      return "**Authentication:** a customer session (`Authorization: Bearer css_…`, from the cart's `auth/verify`). It reaches only the signed-in customer's own records: another customer's answers 404. No valid session: 401 `{message}`; any other kind of token: 403 `{message}`.";
    case 'member':
      return "**Authentication:** a member session (`Authorization: Bearer mss_…`, from a rep's redeemed sign-in link). It reaches only the signed-in member's own field data: its own downline, its own credited orders; anything else answers 404. No valid session: 401 `{message}`; any other kind of token: 403 `{message}`.";
    case 'cart_token':
      return '**Authentication:** no bearer token. The cart token in the path (`{cart_token}`) identifies and authenticates the cart; treat it as a secret.';
    case 'shop':
      return '**Authentication:** none. The shop is named by `X-Service-Shop: <shop>`, the `Host` subdomain `<shop>.<STOREFRONT_DOMAIN>`, or a public token (`Authorization: Bearer pub_…`, needs `storefront.view`), which sees exactly what an anonymous visitor sees. Unknown or missing shop: 404; invalid token: 401.';
    case 'none':
      return '**Authentication:** none.';
  }
}
