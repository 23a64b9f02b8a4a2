import { renderBounded } from '../../domains/themes/liquid-sandbox';
import { lookupName } from '../../domains/themes/template-kinds';
import { renderDropletWidgets } from './droplet-widgets';
import { mintFormToken } from './form-token';
import type { PageOutcome } from './resolve-page';
import { embedsAt, globalVariables, type SiteContext } from './site-context';
import { htmlResponse, type SiteResponse } from './site-response';

/** A page type whose theme has no published default template: a rendering error (503 path). */
export class MissingTemplate extends Error {}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Renders a resolved page with the theme's default template of its type inside the layout. The
 * header placeholder carries the head embeds and the canonical link; the footer the body-end embeds;
 * the droplet widgets the theme places are rendered first (droplet-widgets.ts). `objects` are the
 * page's further template objects (its catalog, its cart), which may replace the resource's
 * variable with a richer one.
 */
export async function renderThemePage(
  context: SiteContext,
  outcome: Extract<PageOutcome, { kind: 'render' }>,
  now: Date,
  objects: Record<string, unknown> = {},
  status = 200,
): Promise<SiteResponse> {
  const theme = context.theme;
  if (!theme?.has(outcome.type, 'default'))
    throw new MissingTemplate(`The theme has no published default ${outcome.type} template`);
  const canonical = `<link rel="canonical" href="${escapeAttribute(context.baseUrl + outcome.canonicalPath)}">`;
  const variables: Record<string, unknown> = {
    ...globalVariables(context, {
      type: outcome.type,
      headHtml: [embedsAt(context.settings, 'head'), canonical].filter(Boolean).join('\n'),
      footerHtml: embedsAt(context.settings, 'body_end'),
    }),
    rep: outcome.rep,
    form_token: mintFormToken(context.company.id, now),
    [outcome.type]: outcome.resource,
    ...outcome.objects,
    ...objects,
    droplet_widgets: await renderDropletWidgets(context, outcome),
  };
  const language = context.visitor.language;
  const html = renderBounded(theme.engine, lookupName(outcome.type, 'default'), variables, {
    current: theme.locale(language),
    fallback: theme.locale('en'),
  });
  // A shop that blocks addresses decides per viewer, so none of its pages may be served from a shared cache.
  const perViewer = context.previewing || outcome.shopper === true || context.settings.blocked_ips.length > 0;
  return htmlResponse(status, html, { private: perViewer });
}
