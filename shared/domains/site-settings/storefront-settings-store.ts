import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { db, tableName } from '../../platform/db/client';
import type { z } from 'zod';
import { checkoutOptionsSchema, storefrontSettingsEntity, type StorefrontSettings } from './storefront-settings-entity';

/** What a company may change (everything but the platform's billing pause); checkout flags left out keep their values. */
export type StorefrontSettingsChange = Partial<
  Pick<StorefrontSettings, 'logo_url' | 'blocked_ips' | 'global_embeds' | 'region_rules'>
> & { checkout?: Partial<z.input<typeof checkoutOptionsSchema>> };

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

/**
 * Sets the given settings, leaving the others (and the billing pause) as they are; in `checkout`,
 * the flags sent change and the others keep their values, merged on the settings as read and
 * written on condition that nobody wrote meanwhile (a lost race re-reads and merges again).
 */
export async function updateStorefrontSettings(
  companyId: number,
  change: StorefrontSettingsChange,
  now = new Date(),
): Promise<StorefrontSettings> {
  const updated_at = now.toISOString();
  const { checkout, ...rest } = change;
  if (!checkout) return setAttributes(companyId, { ...rest, updated_at });
  return retryStaleWrites(
    async () => {
      const current = await getStorefrontSettings(companyId);
      const merged = checkoutOptionsSchema.parse({ ...current.checkout, ...checkout });
      return setAttributes(companyId, { ...rest, checkout: merged, updated_at }, { seen: current.updated_at });
    },
    { conflictMessage: 'The storefront settings are being changed by many requests at once; retry' },
  );
}

/** The platform pauses or resumes a storefront for billing. */
export async function setBillingPaused(
  companyId: number,
  paused: boolean,
  now = new Date(),
): Promise<StorefrontSettings> {
  return setAttributes(companyId, { billing_paused: paused, updated_at: now.toISOString() });
}

/** Sets `attributes`; with `seen`, only while the item is still at that `updated_at` (null: never saved), else a StaleWrite. */
async function setAttributes(
  companyId: number,
  attributes: Record<string, unknown>,
  condition?: { seen: string | null },
): Promise<StorefrontSettings> {
  const entries = Object.entries({
    ...attributes,
    entity: storefrontSettingsEntity.name,
    company_id: companyId,
  }).filter(([, value]) => value !== undefined);
  const seen = condition?.seen;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: storefrontSettingsEntity.key({ company_id: companyId }),
        UpdateExpression: `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ...(condition ? { ConditionExpression: seen === null ? 'attribute_not_exists(#seen)' : '#seen = :seen' } : {}),
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
          ...(condition ? { '#seen': 'updated_at' } : {}),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
          ...(seen ? { ':seen': seen } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storefrontSettingsEntity.fromRecord(Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWrite();
    throw error;
  }
}
