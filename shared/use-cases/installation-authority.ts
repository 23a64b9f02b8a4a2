import { installationEntity } from '../domains/droplets/installation-entity';
import { installationIdOfToken } from '../domains/droplets/installation-store';
import type { WriteGuard } from '../platform/db/write-guard';
import { Forbidden, NotFound, Unauthorized } from '../platform/errors/domain-error';
import { getSubscription } from '../domains/webhooks/webhook-subscription-store';
import type { Principal } from '../domains/auth/principal';
import type { OwnedResource, RouteOwnership } from '../domains/auth/route-ownership';

/** How to find who owns a resource a route names in its path: the installation id, null for the company's, undefined when it does not exist. */
interface OwnerLookup {
  readonly param: string;
  /** Name in the 404 body, the same the route's handler answers for a missing one. */
  readonly label: string;
  ownerOf(companyId: number, raw: string): Promise<string | null | undefined>;
}

const owners: Record<OwnedResource, OwnerLookup> = {
  webhook: {
    param: 'id',
    label: 'Webhook',
    async ownerOf(companyId, raw) {
      const id = Number(raw);
      // A malformed id is left to the route's validation (422).
      if (!Number.isSafeInteger(id) || id <= 0) return undefined;
      return (await getSubscription(companyId, id))?.installation_id;
    },
  },
};

/**
 * What an installation token (`dit_`) may do on a route, checked once by the handler kit after
 * its permission: a company-wide route (or one declaring nothing) answers 403; an owned resource
 * of the company or of another installation answers 404. Answers the principal with the
 * installation it acts for, and the write guard that conditions each of its writes on that
 * installation still being active (an uninstall racing the request wins: the write is refused).
 */
export async function authorizeInstallation(
  principal: Principal,
  ownership: RouteOwnership | undefined,
  pathParameters: Record<string, string | undefined>,
): Promise<{ principal: Principal; writeGuard: WriteGuard }> {
  if (!ownership || ownership.kind === 'company')
    throw new Forbidden({ message: 'An installation token cannot act on company-wide settings' });
  const installationId = await installationIdOfToken(principal.companyId, principal.tokenId);
  // The token outlived its installation record: it is no credential any more.
  if (!installationId) throw new Unauthorized();
  if (ownership.kind === 'installation' && ownership.resource) {
    const lookup = owners[ownership.resource];
    const raw = pathParameters[lookup.param];
    const owner = raw === undefined ? undefined : await lookup.ownerOf(principal.companyId, raw);
    if (owner !== undefined && owner !== installationId) throw new NotFound(lookup.label);
  }
  return {
    principal: { ...principal, installationId },
    writeGuard: installationActive(principal.companyId, installationId),
  };
}

function installationActive(companyId: number, installationId: string): WriteGuard {
  return {
    check: {
      ConditionCheck: {
        Key: installationEntity.key({ company_id: companyId, id: installationId }),
        ConditionExpression: '#active = :true',
        ExpressionAttributeNames: { '#active': 'active' },
        ExpressionAttributeValues: { ':true': true },
      },
    },
    refusal: () => new Unauthorized(),
  };
}
