import { randomBytes } from 'node:crypto';
import { retryStaleWrites, StaleWrite } from '../../../platform/db/retry-stale-write';
import { supersededBy } from '../../../platform/db/superseded-write';
import { transactWrite, type WriteItem } from '../../../platform/db/transact';
import { uniqueGuard, uniqueKey } from '../../../platform/db/unique';
import { outboxPut } from '../../events/outbox';
import { Conflict, ValidationFailed } from '../../../platform/errors/domain-error';
import { newNumericId } from '../../../platform/ids';
import { storefrontNow } from './clock';
import type { FamilyDefinition, ItemOf, StoredItem } from './family';
import { storefrontKeys } from './keys';
import { presentItem } from './present';
import { findItem, getItem, toItem } from './store';
import { slugify } from './text-fold';
import { lookupWrites, viewWrites } from './views';

/** DynamoDB's limit of actions in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;
/** Generated slugs try `title`, `title-2` … `title-9`, then a random suffix. */
const GENERATED_SLUG_ATTEMPTS = 9;

const ENGINE_FIELDS = [
  'title',
  'slug',
  'status',
  'active',
  'public',
  'publish_at',
  'language',
  'translations',
  'countries',
];

/** Creates an item from a validated body; commits it, its view rows, slug guard and `<family>_created` event together. */
export async function createItem(
  family: FamilyDefinition,
  companyId: number,
  input: Record<string, unknown>,
): Promise<StoredItem> {
  const now = storefrontNow(companyId);
  const id = newNumericId(now.getTime());
  const base: StoredItem = {
    ...family.defaults,
    ...pickFamilyFields(family, input),
    id,
    company_id: companyId,
    family: family.name,
    title: input.title as string,
    slug: (input.slug as string | undefined) ?? slugify(input.title as string),
    slug_pinned: input.slug !== undefined,
    status: (input.status as StoredItem['status'] | undefined) ?? 'draft',
    [family.switchField]: (input[family.switchField] as boolean | undefined) ?? false,
    publish_at: (input.publish_at as string | null | undefined) ?? null,
    language: (input.language as string | undefined) ?? 'en',
    translations: (input.translations as StoredItem['translations'] | undefined) ?? {},
    ...(family.countryScoped ? { countries: (input.countries as string[] | undefined) ?? [] } : {}),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    version: 1,
  };
  checkRules(family, base);
  await family.hooks?.attach?.(companyId, input);
  const item = (await family.hooks?.prepare?.(base, undefined, input)) ?? base;
  const written = await commitWithSlug(family, undefined, item, 'created');
  await family.hooks?.afterWrite?.(written, undefined, input);
  return written;
}

/**
 * Applies a validated partial body to an item; absent fields keep their values. Conditioned on the
 * version read, because view rows are copied from the whole item and a write computed from another
 * state would orphan rows; a lost race is retried or superseded (retry-stale-write.ts).
 */
export async function updateItem(
  family: FamilyDefinition,
  companyId: number,
  id: number,
  input: Record<string, unknown>,
): Promise<StoredItem> {
  await family.hooks?.attach?.(companyId, input);
  const fields = [
    ...Object.keys(pickFamilyFields(family, input)),
    ...ENGINE_FIELDS.filter((field) => input[field] !== undefined),
  ];
  const outcome = await retryStaleWrites(
    async (latest) => {
      const previous = latest ? toItem(latest) : await getItem(family, companyId, id, true);
      try {
        return { previous, written: await applyUpdate(family, previous, input), superseded: false };
      } catch (error) {
        if (!(error instanceof StaleWrite) || !error.latest) throw error;
        const winner = toItem(error.latest);
        if (
          supersededBy(
            fields.map((field) => previous[field]),
            fields.map((field) => winner[field]),
          )
        )
          return { previous: winner, written: winner, superseded: true };
        throw error;
      }
    },
    { conflictMessage: `The ${family.name} is being changed by many requests at once; retry` },
  );
  if (!outcome.superseded) await family.hooks?.afterWrite?.(outcome.written, outcome.previous, input);
  return outcome.written;
}

async function applyUpdate(
  family: FamilyDefinition,
  previous: StoredItem,
  input: Record<string, unknown>,
): Promise<StoredItem> {
  if (!family.slug.settable && input.slug !== undefined && input.slug !== previous.slug)
    throw new ValidationFailed({
      [`${family.bodyKey}.slug`]: [`cannot be set: a ${family.label.toLowerCase()}'s slug is generated from its title`],
    });
  const now = storefrontNow(previous.company_id);
  const merged: StoredItem = {
    ...previous,
    ...mergedSettings(previous, pickFamilyFields(family, input)),
    updated_at: now.toISOString(),
    version: previous.version + 1,
  };
  for (const field of ENGINE_FIELDS)
    if (input[field] !== undefined && (field !== 'slug' || family.slug.settable)) merged[field] = input[field];
  // A slug written back as read (a round trip) is no change: it neither pins nor stops the slug following the title.
  const slugSet = input.slug !== undefined && input.slug !== previous.slug;
  if (slugSet) merged.slug_pinned = true;
  else if (
    family.slug.followsTitle &&
    !previous.slug_pinned &&
    input.title !== undefined &&
    input.title !== previous.title
  )
    merged.slug = slugify(merged.title);
  checkRules(family, merged);
  const item = (await family.hooks?.prepare?.(merged, previous, input)) ?? merged;
  return commitWithSlug(family, previous, item, 'updated', slugSet);
}

/** Deletes an item with its rows and slug guard, emitting `<family>_deleted` with its last state. */
export async function deleteItem(family: FamilyDefinition, companyId: number, id: number): Promise<StoredItem> {
  await family.hooks?.beforeDelete?.(await getItem(family, companyId, id, true));
  const item = await retryStaleWrites(
    async () => {
      const current = await getItem(family, companyId, id, true);
      await commit(family, current, undefined, 'deleted', []);
      return current;
    },
    { conflictMessage: `The ${family.name} is being changed by many requests at once; retry` },
  );
  await family.hooks?.afterDelete?.(item);
  return item;
}

/**
 * Re-writes an item with changed family fields (a membership or child count changed by another
 * item's write), as an `updated` event. Reads it strongly consistent and retries when a
 * concurrent write wins; `change` answering undefined means nothing to do.
 */
export async function reviseItem<Family extends FamilyDefinition<any>>(
  family: Family,
  companyId: number,
  id: number,
  change: (item: ItemOf<Family>) => Partial<ItemOf<Family>> | undefined,
): Promise<void> {
  await retryStaleWrites(
    async () => {
      const previous: StoredItem | undefined = await findItem(family as FamilyDefinition, companyId, id, true);
      const patch = previous && change(previous as ItemOf<Family>);
      if (!previous || !patch) return;
      const next: StoredItem = {
        ...previous,
        ...patch,
        updated_at: storefrontNow(companyId).toISOString(),
        version: previous.version + 1,
      };
      await commit(family, previous, next, 'updated', []);
    },
    { conflictMessage: `The ${family.name} is being changed by many requests at once; retry` },
  );
}

function checkRules(family: FamilyDefinition, item: StoredItem): void {
  const key = family.bodyKey;
  if (!family.statuses.includes(item.status))
    throw new ValidationFailed({ [`${key}.status`]: [`must be one of ${family.statuses.join(', ')}`] });
  if (item.status === 'scheduled' && !item.publish_at)
    throw new ValidationFailed({ [`${key}.publish_at`]: ['is required when status is scheduled'] });
}

/**
 * The written fields, an object of named settings (`seo`) merged key by key into the stored one:
 * a key left out keeps its value and null clears it, as for the item's own fields.
 */
function mergedSettings(previous: StoredItem, written: Record<string, unknown>): Record<string, unknown> {
  const seo = written.seo;
  const kept = previous.seo;
  if (!isPlainObject(seo) || !isPlainObject(kept)) return written;
  return { ...written, seo: { ...kept, ...seo } };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pickFamilyFields(family: FamilyDefinition, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(family.writeFields())
      .filter((field) => input[field] !== undefined)
      .map((field) => [field, input[field]]),
  );
}

async function commitWithSlug(
  family: FamilyDefinition,
  previous: StoredItem | undefined,
  item: StoredItem,
  event: 'created' | 'updated',
  slugGiven = previous === undefined && item.slug_pinned,
): Promise<StoredItem> {
  const generated = !slugGiven && item.slug !== previous?.slug;
  const base = item.slug;
  for (let attempt = 1; ; attempt++) {
    const candidate = {
      ...item,
      slug:
        attempt === 1
          ? base
          : attempt <= GENERATED_SLUG_ATTEMPTS
            ? `${base}-${attempt}`
            : `${base}-${randomBytes(3).toString('hex')}`,
    };
    const slugChanged = candidate.slug !== previous?.slug;
    const guards: WriteItem[] = slugChanged
      ? [
          uniqueGuard(storefrontKeys.slugScope(candidate.company_id, family.name), candidate.slug, {
            item_id: candidate.id,
          }),
          ...(previous
            ? [
                {
                  Delete: {
                    Key: uniqueKey(storefrontKeys.slugScope(candidate.company_id, family.name), previous.slug),
                  },
                },
              ]
            : []),
        ]
      : [];
    const failed = await commit(family, previous, candidate, event, guards);
    if (failed !== 'slug') return candidate;
    if (!generated || attempt > GENERATED_SLUG_ATTEMPTS) {
      throw new ValidationFailed({ [`${family.bodyKey}.slug`]: [`is already taken by another ${family.name}`] });
    }
  }
}

/** One transaction: the item (guarded by its version), guards, view and lookup rows and the outbox record. */
async function commit(
  family: FamilyDefinition,
  previous: StoredItem | undefined,
  next: StoredItem | undefined,
  event: 'created' | 'updated' | 'deleted',
  guards: WriteItem[],
): Promise<'slug' | undefined> {
  const subject = (next ?? previous)!;
  const key = storefrontKeys.item(subject.company_id, family.name, subject.id);
  const itemWrite: WriteItem = next
    ? {
        Put: {
          Item: { ...next, ...key, entity: 'storefront_item' },
          ...(previous
            ? {
                ConditionExpression: 'version = :v',
                ExpressionAttributeValues: { ':v': previous.version },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      }
    : {
        Delete: {
          Key: key,
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': previous!.version },
        },
      };
  const data = await presentItem(family, subject, {
    companyId: subject.company_id,
    now: storefrontNow(subject.company_id),
    kind: 'company',
  });
  const items = [
    itemWrite,
    ...guards,
    ...viewWrites(family, previous, next),
    ...lookupWrites(family, previous, next),
    outboxPut({ companyId: subject.company_id, resource: family.name, event, data }),
  ];
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new ValidationFailed({
      [family.bodyKey]: ['changes too many memberships or variants at once; split the change into smaller writes'],
    });
  }
  const { failedIndex, failedItem } = await transactWrite(items);
  // The state that won the race comes back (ALL_OLD) when there is one, so the retry needs no read.
  if (failedIndex === 0) throw new StaleWrite(failedItem);
  if (failedIndex !== undefined && failedIndex <= guards.length) return 'slug';
  if (failedIndex !== undefined) throw new Conflict(`The ${family.name} could not be written; retry`);
  return undefined;
}
