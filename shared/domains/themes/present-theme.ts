import type { Template, TemplateVersion } from './template-entity';
import { templatePath } from './template-kinds';
import type { Theme } from './theme-entity';

/** The API view of a theme. */
export function presentTheme(theme: Theme, activeThemeId: number | undefined) {
  return {
    id: theme.id,
    name: theme.name,
    active: theme.id === activeThemeId,
    revision: theme.revision,
    created_at: theme.created_at,
    updated_at: theme.updated_at,
  };
}

/** The API view of a template. */
export function presentTemplate(template: Template) {
  const { company_id: _company, default: isDefault, ...rest } = template;
  return { ...rest, is_default: isDefault, path: templatePath(template.type, template.name) };
}

/** The API view of one saved version. */
export function presentVersion(
  template: Template,
  version: Pick<TemplateVersion, 'version' | 'source' | 'created_at'>,
) {
  return {
    version: version.version,
    source: version.source,
    published: template.published_version === version.version,
    created_at: version.created_at,
  };
}
