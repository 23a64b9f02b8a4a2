import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { writeItem } from '../../platform/db/write-item';
import { queryCursorPage } from '../../platform/db/paginate';
import { Conflict, NotFound } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { activeThemeEntity, themeEntity, type Theme } from './theme-entity';

/** Creates a theme (not active until activated). */
export async function createTheme(companyId: number, name: string, now = new Date()): Promise<Theme> {
  const at = now.toISOString();
  const theme: Theme = {
    company_id: companyId,
    id: newNumericId(now.getTime()),
    name,
    revision: 0,
    created_at: at,
    updated_at: at,
  };
  await writeItem(themeEntity.create(theme));
  return theme;
}

/** One theme of the company (GetItem); 404 when it does not exist. */
export async function getTheme(companyId: number, themeId: number): Promise<Theme> {
  const theme = await themeEntity.get({ company_id: companyId, id: themeId });
  if (!theme) throw new NotFound('Theme');
  return theme;
}

/** The company's themes, oldest first: one Query per page. */
export async function listThemes(companyId: number, page: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await queryCursorPage(
    themeEntity.query('primary', { company_id: companyId }, { skPrefix: 'THEME#' }),
    {
      scope: { companyId, list: 'themes' },
      ...page,
    },
  );
  return { themes: items.map((item) => themeEntity.fromRecord(item)), nextCursor };
}

/** Renames a theme. */
export async function renameTheme(companyId: number, themeId: number, name: string, now = new Date()): Promise<Theme> {
  try {
    return await themeEntity.updateAndRead(
      { company_id: companyId, id: themeId },
      { set: { name, updated_at: now.toISOString() } },
      { condition: 'attribute_exists(pk)' },
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFound('Theme');
    throw error;
  }
}

/** The id of the company's active theme, if one was ever activated (GetItem). */
export async function findActiveThemeId(companyId: number): Promise<number | undefined> {
  return (await activeThemeEntity.get({ company_id: companyId }))?.theme_id;
}

/** Makes a theme the one visitors see. */
export async function activateTheme(companyId: number, themeId: number, now = new Date()): Promise<Theme> {
  const theme = await getTheme(companyId, themeId);
  await writeItem(activeThemeEntity.put({ company_id: companyId, theme_id: themeId, activated_at: now.toISOString() }));
  return theme;
}

/** Deletes an inactive theme; the active one is refused (409) so a storefront never loses its theme. */
export async function deleteTheme(companyId: number, themeId: number): Promise<void> {
  await getTheme(companyId, themeId);
  if ((await findActiveThemeId(companyId)) === themeId)
    throw new Conflict('The active theme cannot be deleted; activate another theme first');
  await writeItem(themeEntity.delete({ company_id: companyId, id: themeId }));
}
