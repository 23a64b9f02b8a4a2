import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../shared/platform/db/client';
import { transactWrite } from '../shared/platform/db/transact';
import { readUniqueClaim } from '../shared/platform/db/unique';
import { normalizeEmail } from '../shared/platform/schema/email';
import { claimChanges, memberClaims } from '../shared/domains/members/member-guards';
import { memberEntity, memberSearchText } from '../shared/domains/members/member-entity';

/** A table position to resume a walk from (a Scan's `LastEvaluatedKey`). */
export type ScanCursor = Record<string, unknown>;

/** A member whose normalized email another member of its company already holds: left as it is. */
export interface EmailConflict {
  readonly company_id: number;
  readonly member_id: number;
  readonly email: string;
  readonly held_by_member_id: unknown;
}

/** What one walk of {@link normalizeStoredEmails} did. */
export interface EmailPass {
  /** Items read that carry an `email` attribute. */
  readonly found: number;
  /** Rewritten to the normalized spelling (member: with its email claim and index key). */
  readonly normalized: number;
  /** Changed by a request while being rewritten: the next walk picks them up. */
  readonly changed: number;
  readonly conflicts: EmailConflict[];
}

/**
 * Entities whose `email` is stored beside keys already built from its lower-cased spelling
 * (orders and subscriptions by email, customers, discount usage): only the attribute is rewritten.
 * A member's email is also its uniqueness claim and its sign-in index key, so members move whole.
 */
const ATTRIBUTE_ONLY = new Set(['cart', 'order', 'subscription', 'customer', 'lead', 'company']);

/**
 * Rewrites every stored email to its normalized spelling (`normalizeEmail`: trimmed, lower-cased),
 * with the lookup keys built from it. An operator tool, not a request path, hence the Scan; each
 * item is rewritten only if unchanged since read, so it is safe beside live traffic. Idempotent (an
 * item already normalized is left alone) and resumable: `onPage` receives the cursor after each
 * page, and `from` starts there. A member whose normalized email another member of its company
 * already holds (one mailbox enrolled twice before normalization) cannot take it: it is reported
 * in `conflicts` and left for an operator to merge or deactivate.
 *
 * @example await normalizeStoredEmails({ from: saved, onPage: (cursor) => save(cursor) });
 */
export async function normalizeStoredEmails(
  options: { from?: ScanCursor; onPage?: (cursor: ScanCursor | undefined) => Promise<void> | void } = {},
): Promise<EmailPass> {
  let found = 0;
  let normalized = 0;
  let changed = 0;
  const conflicts: EmailConflict[] = [];
  let startKey = options.from;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'attribute_type(email, :string)',
        ExpressionAttributeValues: { ':string': 'S' },
        ExclusiveStartKey: startKey,
      }),
    );
    startKey = page.LastEvaluatedKey;
    for (const item of page.Items ?? []) {
      found += 1;
      const email = item.email as string;
      if (normalizeEmail(email) === email) continue;
      const outcome = item.entity === 'member' ? await moveMember(item) : await rewriteAttribute(item);
      if (outcome === 'normalized') normalized += 1;
      else if (outcome === 'changed') changed += 1;
      else if (outcome !== 'skipped') conflicts.push(outcome);
    }
    await options.onPage?.(startKey);
  } while (startKey);
  return { found, normalized, changed, conflicts };
}

type Outcome = 'normalized' | 'changed' | 'skipped' | EmailConflict;

async function rewriteAttribute(item: Record<string, unknown>): Promise<Outcome> {
  if (!ATTRIBUTE_ONLY.has(item.entity as string)) return 'skipped';
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET email = :normalized',
        ConditionExpression: 'email = :seen',
        ExpressionAttributeValues: { ':normalized': normalizeEmail(item.email as string), ':seen': item.email },
      }),
    );
    return 'normalized';
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'changed';
    throw error;
  }
}

async function moveMember(item: Record<string, unknown>): Promise<Outcome> {
  const legacy = memberEntity.fromRecord(item);
  const email = normalizeEmail(legacy.email);
  const member = { ...legacy, email, search_text: memberSearchText({ ...legacy, email }) };
  const claims = claimChanges(memberClaims(legacy), memberClaims(member), member.id);
  const { failedIndex } = await transactWrite([
    {
      Put: {
        Item: memberEntity.toRecord(member),
        ConditionExpression: 'email = :seen AND updated_at = :version',
        ExpressionAttributeValues: { ':seen': legacy.email, ':version': legacy.updated_at },
      },
    },
    ...claims.items,
  ]);
  if (failedIndex === undefined) return 'normalized';
  if (failedIndex === 0) return 'changed';
  const holder = await readUniqueClaim(`member_email#${member.company_id}`, email, { consistent: true });
  return { company_id: member.company_id, member_id: member.id, email, held_by_member_id: holder?.member_id };
}
