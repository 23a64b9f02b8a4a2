import { randomBytes, randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sealSecret } from '../../platform/crypto/secret-box';
import { db, tableName } from '../../platform/db/client';
import { queryAll } from '../../platform/db/query-all';
import { transactWrite } from '../../platform/db/transact';
import { uniqueGuard, uniqueKey } from '../../platform/db/unique';
import { writeItem } from '../../platform/db/write-item';
import { Conflict } from '../../platform/errors/domain-error';
import {
  REGISTRATION_SK_PREFIX,
  registrationEntity,
  registrationGuardValue,
  type CallbackRegistration,
} from './registration-entity';
// Types only: the owner lookups (tokens, installations, droplets) stay out of the functions that
// only find registrations to call (cart pricing), with the droplet entities' schemas.
import type { OwnerKey, RegistrationOwner } from './registration-owner';

const GUARD_SCOPE = 'callback_registration';

/** What an owner sets when registering a callback (validated by the route). */
export interface NewRegistration {
  definition_name: string;
  url: string;
  active: boolean;
  country_codes: string[];
}

/**
 * Registers a callback for its owner and returns it with its verification token in clear (the
 * only time it exists outside the sealed copy). The registration and its uniqueness guard
 * (definition + owner) are written in one transaction, so of two concurrent registrations of one
 * owner exactly one succeeds and the other is a 409; other owners' registrations do not collide.
 */
export async function createRegistration(
  companyId: number,
  owner: RegistrationOwner,
  input: NewRegistration,
): Promise<{ registration: CallbackRegistration; verificationToken: string }> {
  const verificationToken = `cbv_${randomBytes(32).toString('base64url')}`;
  const now = new Date().toISOString();
  const registration: CallbackRegistration = {
    uuid: randomUUID(),
    company_id: companyId,
    ...owner,
    definition_name: input.definition_name,
    url: input.url,
    verification_token_sealed: sealSecret(verificationToken),
    verification_token_last_four: verificationToken.slice(-4),
    active: input.active,
    country_codes: [...new Set(input.country_codes)],
    created_at: now,
    updated_at: now,
    activated_at: input.active ? now : null,
    breaker_failures: 0,
    breaker_open_until: null,
  };
  const { failedIndex } = await transactWrite([
    { Put: { Item: registrationEntity.toRecord(registration), ConditionExpression: 'attribute_not_exists(pk)' } },
    uniqueGuard(GUARD_SCOPE, registrationGuardValue(registration), { company_id: companyId, uuid: registration.uuid }),
  ]);
  if (failedIndex !== undefined)
    throw new Conflict(
      `A ${input.definition_name} callback is already registered for this ${owner.owner_type.replace('_', ' ')}`,
    );
  return { registration, verificationToken };
}

/** One registration of the company by uuid, or undefined. */
export async function getRegistration(companyId: number, uuid: string): Promise<CallbackRegistration | undefined> {
  return registrationEntity.get({ company_id: companyId, uuid }, { consistent: true });
}

/**
 * Every registration of the company for a definition, whoever owns it (one Query on the index;
 * at most one per owner, so bounded by the company's partners and installations).
 */
export async function findRegistrationsFor(companyId: number, definitionName: string): Promise<CallbackRegistration[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...registrationEntity.query('byDefinition', { company_id: companyId, definition_name: definitionName }),
    }),
  );
  return (Items ?? []).map((item) => registrationEntity.fromRecord(item));
}

/**
 * One offset page of the registrations the caller reaches: the company's all (`owner` undefined),
 * or one owner's. A company holds a few registrations per definition, so one Query of its
 * registrations (filtered to the owner) is read whole and paged in memory.
 */
export async function listRegistrationsPage(
  companyId: number,
  owner: OwnerKey | undefined,
  page: { page: number; perPage: number },
) {
  const query = registrationEntity.query('primary', { company_id: companyId }, { skPrefix: REGISTRATION_SK_PREFIX });
  const filter = owner && ownerFilter(owner);
  const items = await queryAll(
    filter
      ? {
          ...query,
          FilterExpression: filter.expression,
          ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...filter.values },
        }
      : query,
  );
  const start = (page.page - 1) * page.perPage;
  return {
    registrations: items.slice(start, start + page.perPage).map((item) => registrationEntity.fromRecord(item)),
    totalCount: items.length,
  };
}

/**
 * Changes url, active or country_codes of a registration as read (`current`); undefined when it
 * no longer exists. Any change closes the circuit breaker (a fixed URL deserves a fresh chance);
 * turning it on records `activated_at`, which the selection rule prefers.
 */
export async function updateRegistration(
  current: CallbackRegistration,
  changes: Partial<Pick<NewRegistration, 'url' | 'active' | 'country_codes'>>,
): Promise<CallbackRegistration | undefined> {
  const now = new Date().toISOString();
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now, ':zero': 0, ':null': null };
  const set = ['updated_at = :now', 'breaker_failures = :zero', 'breaker_open_until = :null'];
  for (const [attribute, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = attribute === 'country_codes' ? [...new Set(value as string[])] : value;
    set.push(`#${attribute} = :${attribute}`);
  }
  if (changes.active === true && !current.active) set.push('activated_at = :now');
  try {
    // writeItem: an installation's update is conditioned on the installation still being active.
    await writeItem({
      Update: {
        Key: registrationEntity.key(current),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
      },
    });
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
  return getRegistration(current.company_id, current.uuid);
}

/** Deletes a registration and releases its uniqueness guard in one transaction; false when it no longer existed. */
export async function deleteRegistration(registration: CallbackRegistration): Promise<boolean> {
  const { failedIndex } = await transactWrite([
    { Delete: { Key: registrationEntity.key(registration), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { Key: uniqueKey(GUARD_SCOPE, registrationGuardValue(registration)) } },
  ]);
  return failedIndex === undefined;
}

/**
 * Deactivates every active registration of one owner (an uninstalled installation, a revoked
 * partner token), so the selection rule passes to the next one at once. One strongly consistent
 * Query of the company's registrations (a registration whose creation committed before the
 * uninstall or revoke is seen), filtered to the owner; safe to repeat. Answers how many changed.
 */
export async function deactivateOwnerRegistrations(companyId: number, owner: OwnerKey): Promise<number> {
  const query = registrationEntity.query('primary', { company_id: companyId }, { skPrefix: REGISTRATION_SK_PREFIX });
  const filter = ownerFilter(owner);
  const items = await queryAll({
    ...query,
    ConsistentRead: true,
    FilterExpression: `${filter.expression} AND #active = :true`,
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#active': 'active' },
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...filter.values, ':true': true },
  });
  const now = new Date().toISOString();
  await Promise.all(
    items.map((item) =>
      db()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: registrationEntity.key(registrationEntity.fromRecord(item)),
            UpdateExpression: 'SET #active = :false, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#active': 'active' },
            ExpressionAttributeValues: { ':false': false, ':now': now },
          }),
        )
        .catch((error) => {
          // Deleted meanwhile: nothing left to deactivate.
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }),
    ),
  );
  return items.length;
}

/** The DynamoDB filter selecting one owner's registrations (partner or installation), for lists and deactivation. */
function ownerFilter(owner: OwnerKey) {
  return owner.owner_type === 'droplet_installation'
    ? {
        expression: 'owner_type = :owner_type AND installation_id = :owner',
        values: { ':owner_type': owner.owner_type, ':owner': owner.installation_id },
      }
    : {
        expression: 'owner_type = :owner_type AND owner_id = :owner',
        values: { ':owner_type': owner.owner_type, ':owner': owner.owner_id },
      };
}
