import type { Permission } from './permissions';
import type { TokenKind } from './token-kinds';

/** A signed-in shop customer: a customer session, which names its customer and holds no permission. */
export type CustomerPrincipal = Principal & { kind: 'customer_session'; customerId: number };

/** A signed-in rep or customer of the field: a member session, which names its member and holds no permission. */
export type MemberPrincipal = Principal & { kind: 'member_session'; memberId: number };

/** Who is calling: derived from the credential only, never from input. */
export interface Principal {
  companyId: number;
  tokenId: number;
  kind: TokenKind;
  permissions: ReadonlySet<Permission>;
  /** Platform operator; may act across companies where the spec allows (droplets). */
  isRootAdmin: boolean;
  /** The member a dashboard session belongs to (the viewer an embedded droplet is told about); null for API tokens. */
  memberId?: number | null;
  /** The shop customer a customer session (`css_`) signs in; null for every other credential. */
  customerId?: number | null;
  /** The installation an installation token (`dit_`) acts for, resolved by the handler kit (installation-authority.ts). */
  installationId?: string;
}
