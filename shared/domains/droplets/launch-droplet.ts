import type { Principal } from '../auth/principal';
import { getCompany } from '../company/company-store';
import { config } from '../../platform/config';
import { openSecret } from '../../platform/crypto/secret-box';
import { Forbidden, DomainError, NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { getDroplet } from './droplet-store';
import { requireInstallation } from './installation-store';
import { mintSessionToken } from './session-token';

/**
 * The URL the admin opens to show an installed droplet to the signed-in user: the droplet's
 * `embed_url` with `dri` (selects the installation, proves nothing) and `session_token` (names the
 * viewer and the store, HS256 with the droplet's lifecycle secret, 60 s) appended. Only a dashboard
 * session has a viewer, so API tokens are refused with 403.
 */
export async function launchDroplet(
  principal: Principal,
  installationId: string,
  now: Date = new Date(),
): Promise<{ launchUrl: string; expiresAt: string }> {
  if (principal.kind !== 'session' || principal.memberId === null || principal.memberId === undefined) {
    throw new Forbidden({
      message: 'Only a signed-in dashboard session can open a droplet: the session token names its viewer',
    });
  }
  const installation = await requireInstallation(principal.companyId, installationId);
  if (!installation.active) throw new DomainError('installation_inactive');
  const [droplet, company] = await Promise.all([
    getDroplet(installation.droplet_uuid),
    getCompany(principal.companyId),
  ]);
  if (!droplet) throw new NotFound('Droplet');
  if (!droplet.embed_url)
    throw new ValidationFailed({ droplet: ['has no embed_url; it has no embedded page to open'] });
  const { token, claims } = mintSessionToken({
    secret: openSecret(droplet.lifecycle_secret_sealed),
    issuer: config().serviceName,
    audience: droplet.uuid,
    subject: String(principal.memberId),
    store: company.subdomain,
    now,
  });
  const url = new URL(droplet.embed_url);
  url.searchParams.set('dri', installation.id);
  url.searchParams.set('session_token', token);
  return { launchUrl: url.toString(), expiresAt: new Date(claims.exp * 1000).toISOString() };
}
