import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { queryAll } from '../../platform/db/query-all';
import { transactWrite } from '../../platform/db/transact';
import { writeItem } from '../../platform/db/write-item';
import { gatewayPointerDelete, gatewayPointerPut } from './gateway-pointer';
import { checkCredentials } from './gateway-rules';
import { applyCredentials, noCredentials, type CredentialsInput } from './gateway-credentials';
import {
  GATEWAY_SK_PREFIX,
  gatewayEntity,
  type CaptureMethod,
  type Gateway,
  type GatewayMode,
  type IntegrationType,
} from './gateway-entity';

/** What a merchant sets on a gateway (validated by the route). */
export interface GatewayInput {
  name: string;
  integration_type: IntegrationType;
  mode: GatewayMode;
  active: boolean;
  country_codes: string[];
  currency_codes: string[];
  capture_method: CaptureMethod;
  credentials?: CredentialsInput;
}

/** Changes of an update: every field optional; `integration_type` is fixed at creation. */
export type GatewayChanges = Partial<Omit<GatewayInput, 'integration_type'>>;

/** Creates a gateway for the company, its secrets sealed; 422 when its credentials do not fit its processor and mode. */
export async function createGateway(companyId: number, input: GatewayInput, now = new Date()): Promise<Gateway> {
  const at = now.toISOString();
  const { credentials, ...fields } = input;
  const gateway: Gateway = {
    id: `gw_${randomBytes(8).toString('hex')}`,
    company_id: companyId,
    ...fields,
    country_codes: [...new Set(fields.country_codes)],
    currency_codes: [...new Set(fields.currency_codes)],
    ...(await applyCredentials(noCredentials, credentials)),
    created_at: at,
    updated_at: at,
  };
  checkCredentials(gateway, credentials, false);
  // With its pointer, so the processor's events find it by id alone (gateway-pointer.ts).
  await transactWrite([gatewayEntity.create(gateway), gatewayPointerPut(gateway)]);
  return gateway;
}

/** One gateway of the company, or undefined. */
export async function getGateway(companyId: number, id: string): Promise<Gateway | undefined> {
  return gatewayEntity.get({ company_id: companyId, id }, { consistent: true });
}

/**
 * Every gateway of the company, oldest first (one Query of its partition's gateway rows: a company
 * configures a handful). Cart pricing reads it to route the cart.
 */
export async function listGateways(companyId: number): Promise<Gateway[]> {
  const items = await queryAll(
    gatewayEntity.query('primary', { company_id: companyId }, { skPrefix: GATEWAY_SK_PREFIX }),
  );
  return items
    .map((item) => gatewayEntity.fromRecord(item))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** Applies `changes` to the gateway as read; undefined when it was deleted meanwhile. */
export async function updateGateway(
  current: Gateway,
  changes: GatewayChanges,
  now = new Date(),
): Promise<Gateway | undefined> {
  const { credentials, ...fields } = changes;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const next: Gateway = {
    ...current,
    ...defined,
    ...(await applyCredentials(current, credentials)),
    updated_at: now.toISOString(),
  };
  if (changes.country_codes) next.country_codes = [...new Set(changes.country_codes)];
  if (changes.currency_codes) next.currency_codes = [...new Set(changes.currency_codes)];
  checkCredentials(next, credentials, next.mode !== current.mode);
  try {
    await writeItem(gatewayEntity.put(next, { condition: 'attribute_exists(pk)' }));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
  return next;
}

/** Deletes a gateway; false when there was none. Its transactions stay in the ledger. */
export async function deleteGateway(gateway: Gateway): Promise<boolean> {
  const { failedIndex } = await transactWrite([
    gatewayEntity.delete(gateway, { condition: 'attribute_exists(pk)' }),
    gatewayPointerDelete(gateway),
  ]);
  return failedIndex === undefined;
}
