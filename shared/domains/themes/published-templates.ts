import { queryAll } from '../../platform/db/query-all';
import { sortableId } from '../../platform/ids';
import { renderableTemplateEntity } from './template-entity';
import { lookupName } from './template-kinds';

/**
 * The lookup names (template-kinds.ts `lookupName`) of a theme's published templates that render:
 * the one Query the theme loader makes, without parsing anything, for callers that only ask
 * whether a template exists and should not load the Liquid engine for it.
 */
export async function publishedTemplateNames(companyId: number, themeId: number): Promise<ReadonlySet<string>> {
  const records = await queryAll(
    renderableTemplateEntity.query(
      'primary',
      { company_id: companyId },
      { skPrefix: `THEMEPUB#${sortableId(themeId)}#` },
    ),
  );
  return new Set(
    records
      .map((item) => renderableTemplateEntity.fromRecord(item))
      .filter((record) => record.source !== undefined && record.type !== 'locale')
      .map((record) => lookupName(record.type, record.name)),
  );
}
