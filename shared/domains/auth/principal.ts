import type { Permission } from './permissions';
import type { TokenKind } from './token-kinds';

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
  /** The installation an installation token (`dit_`) acts for, resolved by the handler kit (installation-authority.ts). */
  installationId?: string;
}
