import { randomBytes, randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sealSecret } from '../crypto/secret-box';
import { db, tableName } from '../db/client';
import { queryOffsetPage } from '../db/paginate';
import { transactWrite } from '../db/transact';
import { uniqueGuard, uniqueKey } from '../db/unique';
import { Conflict } from '../http/errors';
import { REGISTRATION_SK_PREFIX, registrationEntity, registrationGuardValue, type CallbackRegistration } from './registration-entity';

const GUARD_SCOPE = 'callback_registration';

/** What a company sets when registering a callback (validated by the route). */
export interface NewRegistration {
  definition_name: string;
  url: string;
  active: boolean;
  country_codes: string[];
}

/**
 * Registers a callback for the company and returns it with its verification token in clear (the
 * only time it exists outside the sealed copy). The registration and its uniqueness guard
 * (definition + owner) are written in one transaction, so of two concurrent registrations exactly
 * one succeeds and the other is a 409.
 */
export async function createRegistration(companyId: number, input: NewRegistration): Promise<{ registration: CallbackRegistration; verificationToken: string }> {
  const verificationToken = `cbv_${randomBytes(32).toString('base64url')}`;
  const now = new Date().toISOString();
  const registration: CallbackRegistration = {
    uuid: randomUUID(),
    company_id: companyId,
    owner_type: 'company',
    owner_id: companyId,
    definition_name: input.definition_name,
    url: input.url,
    verification_token_sealed: sealSecret(verificationToken),
    verification_token_last_four: verificationToken.slice(-4),
    active: input.active,
    country_codes: [...new Set(input.country_codes)],
    created_at: now,
    updated_at: now,
    breaker_failures: 0,
    breaker_open_until: null,
  };
  const { failedIndex } = await transactWrite([
    { Put: { Item: registrationEntity.toRecord(registration), ConditionExpression: 'attribute_not_exists(pk)' } },
    uniqueGuard(GUARD_SCOPE, registrationGuardValue(registration), { company_id: companyId, uuid: registration.uuid }),
  ]);
  if (failedIndex !== undefined) throw new Conflict(`A ${input.definition_name} callback is already registered for this company`);
  return { registration, verificationToken };
}

/** One registration of the company by uuid, or undefined. */
export async function getRegistration(companyId: number, uuid: string): Promise<CallbackRegistration | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: registrationEntity.key({ company_id: companyId, uuid }), ConsistentRead: true }));
  return Item ? registrationEntity.fromRecord(Item) : undefined;
}

/** The company's registration for a definition (one Query on the index), or undefined. */
export async function findRegistrationFor(companyId: number, definitionName: string): Promise<CallbackRegistration | undefined> {
  const { Items } = await db().send(
    new QueryCommand({ TableName: tableName(), ...registrationEntity.query('byDefinition', { company_id: companyId, definition_name: definitionName }), Limit: 1 }),
  );
  return Items?.[0] ? registrationEntity.fromRecord(Items[0]) : undefined;
}

/** One offset page of the company's registrations. */
export async function listRegistrationsPage(companyId: number, page: { page: number; perPage: number }) {
  const query = registrationEntity.query('primary', { company_id: companyId }, { skPrefix: REGISTRATION_SK_PREFIX });
  const { items, totalCount } = await queryOffsetPage(query, page);
  return { registrations: items.map((item) => registrationEntity.fromRecord(item)), totalCount };
}

/**
 * Changes url, active or country_codes; undefined when the registration does not exist. Any change
 * closes the circuit breaker: a fixed URL deserves a fresh chance.
 */
export async function updateRegistration(
  companyId: number,
  uuid: string,
  changes: Partial<Pick<NewRegistration, 'url' | 'active' | 'country_codes'>>,
): Promise<CallbackRegistration | undefined> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': new Date().toISOString(), ':zero': 0, ':null': null };
  const set = ['updated_at = :now', 'breaker_failures = :zero', 'breaker_open_until = :null'];
  for (const [attribute, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = attribute === 'country_codes' ? [...new Set(value as string[])] : value;
    set.push(`#${attribute} = :${attribute}`);
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: registrationEntity.key({ company_id: companyId, uuid }),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return registrationEntity.fromRecord(Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Deletes a registration and releases its uniqueness guard in one transaction; false when it did not exist. */
export async function deleteRegistration(companyId: number, uuid: string): Promise<boolean> {
  const registration = await getRegistration(companyId, uuid);
  if (!registration) return false;
  const { failedIndex } = await transactWrite([
    { Delete: { Key: registrationEntity.key(registration), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { Key: uniqueKey(GUARD_SCOPE, registrationGuardValue(registration)) } },
  ]);
  return failedIndex === undefined;
}
