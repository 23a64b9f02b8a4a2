import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { transactWrite } from '../../../platform/db/transact';
import { uniqueGuard, uniqueKey } from '../../../platform/db/unique';
import type { StoredItem } from '../engine/family';
import { storefrontKeys } from '../engine/keys';

/**
 * Old slugs of renamed pages stay as aliases: each keeps a slug guard naming the page, so the
 * engine's slug lookup resolves it to the page (whose `slug` is the current one), and no other
 * page can take it. The page's alias list is one small item beside it, so cleaning up on delete
 * needs no scan.
 */
function aliasListKey(page: Pick<StoredItem, 'company_id' | 'id'>) {
  const key = storefrontKeys.item(page.company_id, 'page', page.id);
  return { pk: key.pk, sk: `${key.sk}#ALIASES` };
}

const scope = (page: Pick<StoredItem, 'company_id'>) => storefrontKeys.slugScope(page.company_id, 'page');

/** The page's old slugs that still resolve to it. */
export async function pageAliases(page: Pick<StoredItem, 'company_id' | 'id'>): Promise<string[]> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: aliasListKey(page), ConsistentRead: true }),
  );
  return [...((Item?.slugs as Set<string> | undefined) ?? [])].sort();
}

/**
 * Keeps `oldSlug` resolving to the page after a rename: claims its guard again (the engine
 * released it with the rename) and records it. When another page took the slug meanwhile, that
 * page keeps it.
 */
export async function keepAlias(page: StoredItem, oldSlug: string): Promise<void> {
  try {
    await transactWrite([
      uniqueGuard(scope(page), oldSlug, { item_id: page.id, alias: true }),
      {
        Update: {
          Key: aliasListKey(page),
          UpdateExpression: 'ADD slugs :slug SET entity = :entity',
          ExpressionAttributeValues: { ':slug': new Set([oldSlug]), ':entity': 'page_aliases' },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
  }
}

/** Frees an alias of the page (before the page takes that slug back as its current one). */
export async function releaseAlias(page: StoredItem, slug: string): Promise<void> {
  await transactWrite([
    {
      Delete: {
        Key: uniqueKey(scope(page), slug),
        ConditionExpression: 'item_id = :id',
        ExpressionAttributeValues: { ':id': page.id },
      },
    },
    {
      Update: {
        Key: aliasListKey(page),
        UpdateExpression: 'DELETE slugs :slug',
        ExpressionAttributeValues: { ':slug': new Set([slug]) },
      },
    },
  ]);
}

/** Frees every alias of a deleted page (each guard only while it still names this page). */
export async function dropAliases(page: StoredItem): Promise<void> {
  const aliases = await pageAliases(page);
  await Promise.all(
    aliases.map((slug) =>
      db()
        .send(
          new DeleteCommand({
            TableName: tableName(),
            Key: uniqueKey(scope(page), slug),
            ConditionExpression: 'item_id = :id',
            ExpressionAttributeValues: { ':id': page.id },
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }),
    ),
  );
  await db().send(new DeleteCommand({ TableName: tableName(), Key: aliasListKey(page) }));
}
