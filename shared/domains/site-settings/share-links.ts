import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { getMember } from '../members/member-store';
import { findItem } from '../storefront/engine/store';
import type { FamilyDescriptor } from '../storefront/descriptors/family-descriptor';
import { familyTable } from '../storefront/family-table';
import { shareLinkEntity, type ShareLink } from './share-link-entity';
import { getShareLink } from './share-link-lookup';

/** A target type is the name of the family whose item it points at. */
const familyOf = (type: ShareLink['target_type']): FamilyDescriptor =>
  familyTable.find((family) => family.name === type)!;

/** Creates a share link to a storefront item, optionally on behalf of a rep of the company. */
export async function createShareLink(
  companyId: number,
  input: { target_type: ShareLink['target_type']; target_id: number; rep_id?: number | null },
  now = new Date(),
): Promise<ShareLink> {
  if (!(await findItem(familyOf(input.target_type), companyId, input.target_id)))
    throw new ValidationFailed({ target_id: ['must be an item of the company'] });
  if (input.rep_id != null) {
    const rep = await getMember(companyId, input.rep_id).catch((error) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    if (rep?.type !== 'rep' || !rep.username)
      throw new ValidationFailed({ rep_id: ['must be a rep of the company with a username'] });
  }
  const link: ShareLink = {
    company_id: companyId,
    token: randomBytes(9).toString('base64url'),
    target_type: input.target_type,
    target_id: input.target_id,
    rep_id: input.rep_id ?? null,
    created_at: now.toISOString(),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: shareLinkEntity.toRecord(link),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return link;
}

/**
 * Where `/s/<token>` sends a visitor: the target's storefront path, under the sharing rep's link
 * when a rep shared it (with `?share=<token>`, so the landing page can attribute a cart to the
 * link); undefined for an unknown token or a target that no longer exists.
 */
export async function findShareLink(companyId: number, token: string): Promise<string | undefined> {
  const link = await getShareLink(companyId, token);
  if (!link) return undefined;
  const item = await findItem(familyOf(link.target_type), companyId, link.target_id);
  if (!item) return undefined;
  const family = familyOf(link.target_type);
  const path = `/${family.plural}/${item.slug}`;
  // Pages have their own direct path and never open through a rep link (SPEC "Storefront error pages" 2).
  if (link.rep_id === null || family.page?.viaRepLink === false) return path;
  const rep = await getMember(companyId, link.rep_id).catch(() => undefined);
  return rep?.active && rep.username ? `/${rep.username}${path}?share=${link.token}` : path;
}
