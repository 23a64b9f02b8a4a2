import { ValidationFailed } from '../../platform/errors/domain-error';
import { SOURCE_LIMIT_CHARS, templateKinds, type TemplateType } from './template-kinds';
import { loadTemplateParser } from './template-syntax';

/**
 * Refuses at save what could never render: Liquid that does not parse (422 naming the line and
 * column), a locale file that is not a JSON object, a source past the size budget.
 */
export async function checkTemplateSource(type: TemplateType, source: string): Promise<void> {
  if (source.length > SOURCE_LIMIT_CHARS)
    throw new ValidationFailed({ source: [`must be at most ${SOURCE_LIMIT_CHARS} characters`] });
  if (templateKinds[type].role === 'locale') return checkLocale(source);
  const parseTemplate = await loadTemplateParser();
  try {
    parseTemplate(source);
  } catch (error) {
    const position = (error as { token?: { getPosition?: () => [number, number] } }).token?.getPosition?.();
    const reason = (error as Error).message.replace(/, line:\d+, col:\d+$/, '');
    const where = position ? ` on line ${position[0]}, column ${position[1]}` : '';
    throw new ValidationFailed({ source: [`Liquid syntax error${where}: ${reason}`] });
  }
}

function checkLocale(source: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw new ValidationFailed({ source: ['must be a JSON object of translation keys'] });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ValidationFailed({ source: ['must be a JSON object of translation keys'] });
}
