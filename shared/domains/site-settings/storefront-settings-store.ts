import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import type { z } from 'zod';
import { checkoutOptionsSchema, storefrontSettingsEntity, type StorefrontSettings } from './storefront-settings-entity';

/** What a company may change (everything but the platform's billing pause); checkout flags left out take their defaults. */
export type StorefrontSettingsChange = Partial<
  Pick<StorefrontSettings, 'logo_url' | 'blocked_ips' | 'global_embeds' | 'region_rules'>
> & { checkout?: z.input<typeof checkoutOptionsSchema> };

/** The company's storefront settings (GetItem); defaults when never saved. */
export async function getStorefrontSettings(companyId: number): Promise<StorefrontSettings> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: storefrontSettingsEntity.key({ company_id: companyId }) }),
  );
  return storefrontSettingsFromItem(companyId, Item);
}

/** The settings its item holds, however it was read (a GetItem, the storefront's batch); defaults when never saved. */
export function storefrontSettingsFromItem(
  companyId: number,
  item: Record<string, unknown> | undefined,
): StorefrontSettings {
  return storefrontSettingsEntity.fromRecord(item ?? { company_id: companyId });
}

/** Sets the given settings, leaving the others (and the billing pause) as they are. */
export async function updateStorefrontSettings(
  companyId: number,
  change: StorefrontSettingsChange,
  now = new Date(),
): Promise<StorefrontSettings> {
  return setAttributes(companyId, {
    ...change,
    checkout: change.checkout && checkoutOptionsSchema.parse(change.checkout),
    updated_at: now.toISOString(),
  });
}

/** The platform pauses or resumes a storefront for billing. */
export async function setBillingPaused(
  companyId: number,
  paused: boolean,
  now = new Date(),
): Promise<StorefrontSettings> {
  return setAttributes(companyId, { billing_paused: paused, updated_at: now.toISOString() });
}

async function setAttributes(companyId: number, attributes: Record<string, unknown>): Promise<StorefrontSettings> {
  const entries = Object.entries({
    ...attributes,
    entity: storefrontSettingsEntity.name,
    company_id: companyId,
  }).filter(([, value]) => value !== undefined);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: storefrontSettingsEntity.key({ company_id: companyId }),
      UpdateExpression: `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return storefrontSettingsEntity.fromRecord(Attributes!);
}
