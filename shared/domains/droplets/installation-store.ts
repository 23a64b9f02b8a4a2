import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyOf } from '../../platform/db/batch-get';
import { db, tableName } from '../../platform/db/client';
import { queryOffsetPage } from '../../platform/db/paginate';
import { NotFound } from '../../platform/errors/domain-error';
import {
  INSTALLATION_ID_PATTERN,
  INSTALLATION_SK_PREFIX,
  installationEntity,
  installationTokenRefKey,
  installedGuardKey,
  type Installation,
} from './installation-entity';

/** One installation of the company (strongly consistent GetItem), or undefined. */
export async function getInstallation(companyId: number, id: string): Promise<Installation | undefined> {
  if (!INSTALLATION_ID_PATTERN.test(id)) return undefined;
  return installationEntity.get({ company_id: companyId, id }, { consistent: true });
}

/** One installation of the company, or 404 (another company's reference is simply not found). */
export async function requireInstallation(companyId: number, id: string): Promise<Installation> {
  const installation = await getInstallation(companyId, id);
  if (!installation) throw new NotFound('Droplet installation');
  return installation;
}

/** One offset page of the company's installations, active or not, oldest first. */
export async function listInstallations(
  companyId: number,
  page: { page: number; perPage: number },
): Promise<{ installations: Installation[]; totalCount: number }> {
  const { items, totalCount } = await queryOffsetPage(
    installationEntity.query('primary', { company_id: companyId }, { skPrefix: INSTALLATION_SK_PREFIX }),
    page,
  );
  return { installations: items.map((item) => installationEntity.fromRecord(item)), totalCount };
}

/** One offset page of a droplet's installations across companies, oldest first (Query on gsi1). */
export async function listDropletInstallations(
  dropletUuid: string,
  page: { page: number; perPage: number },
): Promise<{ installations: Installation[]; totalCount: number }> {
  const { items, totalCount } = await queryOffsetPage(
    installationEntity.query('byDroplet', { droplet_uuid: dropletUuid }),
    page,
  );
  return { installations: items.map((item) => installationEntity.fromRecord(item)), totalCount };
}

/** Whether the droplet is currently installed on the company (one GetItem on the install guard). */
export async function isInstalledOn(companyId: number, dropletUuid: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: installedGuardKey(companyId, dropletUuid), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/**
 * The installation an installation token (`dit_`) was issued for, from the pointer written with
 * the token; undefined for any other token. Used to make subscriptions created with the token
 * belong to the installation.
 *
 * @example const installationId = principal.kind === 'installation' ? await installationIdOfToken(principal.companyId, principal.tokenId) : undefined;
 */
export async function installationIdOfToken(companyId: number, tokenId: number): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: installationTokenRefKey(companyId, tokenId), ConsistentRead: true }),
  );
  return Item?.installation_id as string | undefined;
}

/** Which of these installations of the company are active (one strongly consistent BatchGetItem; none for an empty list). */
export async function activeInstallationIds(companyId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const keys = ids.map((id) => installationEntity.key({ company_id: companyId, id }));
  const items = await batchGet(keys);
  return new Set(ids.filter((_id, index) => items.get(keyOf(keys[index]!))?.active === true));
}
