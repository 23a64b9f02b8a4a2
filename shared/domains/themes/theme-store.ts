import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { queryCursorPage } from '../../platform/db/paginate';
import { Conflict, NotFound } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { activeThemeEntity, themeEntity, type Theme } from './theme-entity';

/** Creates a theme (not active until activated). */
export async function createTheme(companyId: number, name: string, now = new Date()): Promise<Theme> {
  const at = now.toISOString();
  const theme: Theme = { company_id: companyId, id: newNumericId(now.getTime()), name, revision: 0, created_at: at, updated_at: at };
  await db().send(new PutCommand({ TableName: tableName(), Item: themeEntity.toRecord(theme), ConditionExpression: 'attribute_not_exists(pk)' }));
  return theme;
}

/** One theme of the company (GetItem); 404 when it does not exist. */
export async function getTheme(companyId: number, themeId: number): Promise<Theme> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: themeEntity.key({ company_id: companyId, id: themeId }) }));
  if (!Item) throw new NotFound('Theme');
  return themeEntity.fromRecord(Item);
}

/** The company's themes, oldest first: one Query per page. */
export async function listThemes(companyId: number, page: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await queryCursorPage(themeEntity.query('primary', { company_id: companyId }, { skPrefix: 'THEME#' }), {
    scope: { companyId, list: 'themes' },
    ...page,
  });
  return { themes: items.map((item) => themeEntity.fromRecord(item)), nextCursor };
}

/** Renames a theme. */
export async function renameTheme(companyId: number, themeId: number, name: string, now = new Date()): Promise<Theme> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: themeEntity.key({ company_id: companyId, id: themeId }),
        UpdateExpression: 'SET #name = :name, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':at': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return themeEntity.fromRecord(Attributes!);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFound('Theme');
    throw error;
  }
}

/** The id of the company's active theme, if one was ever activated (GetItem). */
export async function findActiveThemeId(companyId: number): Promise<number | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: activeThemeEntity.key({ company_id: companyId }) }));
  return Item ? activeThemeEntity.fromRecord(Item).theme_id : undefined;
}

/** Makes a theme the one visitors see. */
export async function activateTheme(companyId: number, themeId: number, now = new Date()): Promise<Theme> {
  const theme = await getTheme(companyId, themeId);
  await db().send(
    new PutCommand({ TableName: tableName(), Item: activeThemeEntity.toRecord({ company_id: companyId, theme_id: themeId, activated_at: now.toISOString() }) }),
  );
  return theme;
}

/** Deletes an inactive theme; the active one is refused (409) so a storefront never loses its theme. */
export async function deleteTheme(companyId: number, themeId: number): Promise<void> {
  await getTheme(companyId, themeId);
  if ((await findActiveThemeId(companyId)) === themeId) throw new Conflict('The active theme cannot be deleted; activate another theme first');
  await db().send(new DeleteCommand({ TableName: tableName(), Key: themeEntity.key({ company_id: companyId, id: themeId }) }));
}
