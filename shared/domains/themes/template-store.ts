import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId, sortableId } from '../../platform/ids';
import { checkTemplateSource } from './check-template-source';
import { errorTemplateNames, type TemplateType } from './template-kinds';
import {
  renderableTemplateEntity,
  templateEntity,
  templateVersionEntity,
  type Template,
  type TemplateVersion,
} from './template-entity';
import { themeEntity } from './theme-entity';
import { getTheme } from './theme-store';

/** What a merchant sends to create a template. */
export interface NewTemplate {
  type: TemplateType;
  name: string;
  source: string;
  default?: boolean;
}

/**
 * Creates a template with its first version as a draft. The first template of a type and name
 * becomes its default; an error template is only accepted under a status code that renders.
 */
export async function createTemplate(
  companyId: number,
  themeId: number,
  input: NewTemplate,
  now = new Date(),
): Promise<Template> {
  await getTheme(companyId, themeId);
  if (input.type === 'error_page' && !(errorTemplateNames as readonly string[]).includes(input.name)) {
    throw new ValidationFailed({ name: [`must be one of ${errorTemplateNames.join(', ')} for error_page templates`] });
  }
  await checkTemplateSource(input.type, input.source);
  const at = now.toISOString();
  const pointer = await findRenderable(companyId, themeId, input.type, input.name);
  const makeDefault = input.default ?? !pointer;
  const template: Template = {
    company_id: companyId,
    theme_id: themeId,
    id: newNumericId(now.getTime()),
    type: input.type,
    name: input.name,
    default: makeDefault,
    latest_version: 1,
    published_version: null,
    created_at: at,
    updated_at: at,
  };
  const items: WriteItem[] = [
    templateEntity.create(template),
    templateVersionEntity.put({
      company_id: companyId,
      template_id: template.id,
      version: 1,
      source: input.source,
      created_at: at,
    }),
  ];
  if (makeDefault) items.push(...defaultSwitch(template, pointer, undefined));
  await commit(items);
  return template;
}

/** One template (GetItem); 404 when it is not the theme's. */
export async function getTemplate(companyId: number, themeId: number, templateId: number): Promise<Template> {
  const template = await templateEntity.get({ company_id: companyId, theme_id: themeId, id: templateId });
  if (!template) throw new NotFound('Template');
  return template;
}

/** Every template of a theme (one Query; a theme holds tens of files). */
export async function listTemplates(companyId: number, themeId: number): Promise<Template[]> {
  await getTheme(companyId, themeId);
  return templateEntity.queryAll(
    'primary',
    { company_id: companyId },
    { skPrefix: `THEMETPL#${sortableId(themeId)}#` },
  );
}

/** Every saved version of a template, oldest first. */
export async function listVersions(companyId: number, themeId: number, templateId: number): Promise<TemplateVersion[]> {
  await getTemplate(companyId, themeId, templateId);
  return templateVersionEntity.queryAll(
    'primary',
    { company_id: companyId },
    { skPrefix: `THEMEVER#${sortableId(templateId)}#` },
  );
}

/** One version's source. */
export async function getVersion(companyId: number, templateId: number, version: number): Promise<TemplateVersion> {
  const stored = await templateVersionEntity.get({ company_id: companyId, template_id: templateId, version });
  if (!stored) throw new NotFound('Template version');
  return stored;
}

/**
 * Saves a new draft version; what visitors see changes only when a version is published. Drafts
 * saved at once each get their own version number: one that loses the race for a number re-reads
 * and takes the next (retryStaleWrites), never a 409.
 */
export async function saveDraft(
  companyId: number,
  themeId: number,
  templateId: number,
  source: string,
  now = new Date(),
) {
  return retryStaleWrites(() => attemptSaveDraft(companyId, themeId, templateId, source, now), {
    conflictMessage: 'The template is being changed by many requests at once; retry',
  });
}

async function attemptSaveDraft(companyId: number, themeId: number, templateId: number, source: string, now: Date) {
  const template = await getTemplate(companyId, themeId, templateId);
  await checkTemplateSource(template.type, source);
  const version = template.latest_version + 1;
  const at = now.toISOString();
  const { failedIndex } = await transactWrite([
    templateEntity.update(
      template,
      { set: { latest_version: version, updated_at: at } },
      { condition: { expression: 'latest_version = :seen', values: { ':seen': template.latest_version } } },
    ),
    templateVersionEntity.put({ company_id: companyId, template_id: templateId, version, source, created_at: at }),
  ]);
  if (failedIndex !== undefined) throw new StaleWrite();
  return {
    template: { ...template, latest_version: version, updated_at: at },
    version: { version, source, created_at: at },
  };
}

/** Publishes one saved version; when the template is the default it renders from the next request. */
export async function publishVersion(
  companyId: number,
  themeId: number,
  templateId: number,
  versionNumber: number,
  now = new Date(),
) {
  const template = await getTemplate(companyId, themeId, templateId);
  const version = await getVersion(companyId, templateId, versionNumber);
  const at = now.toISOString();
  const published: Template = { ...template, published_version: versionNumber, updated_at: at };
  const items: WriteItem[] = [
    templateEntity.update(
      template,
      { set: { published_version: versionNumber, updated_at: at } },
      {
        condition: {
          expression: '#default = :default',
          names: { '#default': 'default' },
          values: { ':default': template.default },
        },
      },
    ),
  ];
  if (template.default) items.push(renderablePut(published, version.source), bumpRevision(companyId, themeId));
  await commit(items);
  return published;
}

/** Makes a template the default for its type and name, taking over from the previous default. */
export async function makeDefault(
  companyId: number,
  themeId: number,
  templateId: number,
  now = new Date(),
): Promise<Template> {
  const template = await getTemplate(companyId, themeId, templateId);
  if (template.default) return template;
  const pointer = await findRenderable(companyId, themeId, template.type, template.name);
  const promoted: Template = { ...template, default: true, updated_at: now.toISOString() };
  const source =
    template.published_version === null
      ? undefined
      : (await getVersion(companyId, templateId, template.published_version)).source;
  await commit([templateEntity.put(promoted, { condition: notDefault }), ...defaultSwitch(promoted, pointer, source)]);
  return promoted;
}

/** Deletes a template that is not a default (a default would leave its page type without a file). */
export async function deleteTemplate(companyId: number, themeId: number, templateId: number): Promise<void> {
  const template = await getTemplate(companyId, themeId, templateId);
  if (template.default)
    throw new Conflict('A default template cannot be deleted; make another template the default first');
  await commit([templateEntity.delete(template, { condition: notDefault })]);
}

async function findRenderable(companyId: number, themeId: number, type: TemplateType, name: string) {
  return renderableTemplateEntity.get({ company_id: companyId, theme_id: themeId, type, name });
}

/** Writes that move the default of a type+name to `template`, guarded against a concurrent switch. */
function defaultSwitch(
  template: Template,
  previous: { template_id: number } | undefined,
  source: string | undefined,
): WriteItem[] {
  const guard = previous
    ? {
        ConditionExpression: 'template_id = :previous',
        ExpressionAttributeValues: { ':previous': previous.template_id },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const items: WriteItem[] = [
    { Put: { ...renderablePut(template, source).Put, ...guard } },
    bumpRevision(template.company_id, template.theme_id),
  ];
  if (previous && previous.template_id !== template.id) {
    items.push(
      templateEntity.update(
        { company_id: template.company_id, theme_id: template.theme_id, id: previous.template_id },
        { set: { default: false } },
        { condition: 'attribute_exists(pk)' },
      ),
    );
  }
  return items;
}

function renderablePut(template: Template, source: string | undefined) {
  const published =
    source === undefined || template.published_version === null ? {} : { version: template.published_version, source };
  return renderableTemplateEntity.put({
    company_id: template.company_id,
    theme_id: template.theme_id,
    type: template.type,
    name: template.name,
    template_id: template.id,
    ...published,
  });
}

function bumpRevision(companyId: number, themeId: number): WriteItem {
  return themeEntity.update(
    { company_id: companyId, id: themeId },
    { add: { revision: 1 } },
    { condition: 'attribute_exists(pk)' },
  );
}

/** A template that is not its type's default (the condition of changes only a non-default may take). */
const notDefault = { expression: '#default = :false', names: { '#default': 'default' }, values: { ':false': false } };

async function commit(items: WriteItem[]): Promise<void> {
  const { failedIndex } = await transactWrite(items);
  if (failedIndex !== undefined) throw new Conflict('The template was changed by another request; reload it and retry');
}
