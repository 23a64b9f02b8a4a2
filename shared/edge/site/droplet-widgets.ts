import type { Liquid } from 'liquidjs';
import {
  DROPLET_DATA_CAPABILITY,
  widgetPlacements,
  type WidgetPlacement,
} from '../../domains/droplets/extension-manifest';
import { installedWidgets, type InstalledWidget } from '../../domains/droplets/installed-widgets';
import { widgetData } from '../../domains/droplets/widget-data';
import { logger } from '../../platform/logger';
import { createSandbox, renderBounded } from '../../domains/themes/liquid-sandbox';
import type { PageOutcome } from './resolve-page';
import type { SiteContext } from './site-context';

/** Widget engines per container, by droplet revision and widget (a template is parsed once). */
const engines = new Map<string, Liquid>();
const MAX_ENGINES = 200;

/**
 * The HTML of every droplet widget the page's theme places, by name, for the render's
 * `droplet_widgets` variable. A widget renders only when an installed droplet declares it for this
 * placement, with its data from the droplet (widget-data.ts; empty on failure), in the same
 * sandbox and budgets as themes. No widget placed: no read at all.
 */
export async function renderDropletWidgets(
  context: SiteContext,
  outcome: Extract<PageOutcome, { kind: 'render' }>,
): Promise<Record<string, string>> {
  const names = context.theme?.widgetNames ?? [];
  if (names.length === 0) return {};
  const placement = (Object.keys(widgetPlacements) as WidgetPlacement[]).find(
    (candidate) => widgetPlacements[candidate] === outcome.type,
  );
  const installed = await installedWidgets(context.company.id);
  const rendered = await Promise.all(
    names.map(async (name) => {
      const found = installed.get(name);
      if (!found || !placement || !found.widget.placements.includes(placement)) return [name, ''] as const;
      return [name, await renderWidget(context, outcome, found, placement)] as const;
    }),
  );
  return Object.fromEntries(rendered);
}

async function renderWidget(
  context: SiteContext,
  outcome: Extract<PageOutcome, { kind: 'render' }>,
  installed: InstalledWidget,
  placement: WidgetPlacement,
): Promise<string> {
  const { widget, droplet } = installed;
  const resourceId = typeof outcome.resource?.id === 'number' ? outcome.resource.id : null;
  let data: unknown = null;
  if (widget.capabilities.includes(DROPLET_DATA_CAPABILITY)) {
    data = await widgetData(installed, context.company.subdomain, { placement, resource_id: resourceId });
    if (data === undefined) return '';
  }
  const key = `${droplet.uuid}:${droplet.version}:${widget.name}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = createSandbox({ [widget.name]: widget.template_source });
    if (engines.size >= MAX_ENGINES) engines.delete(engines.keys().next().value!);
    engines.set(key, engine);
  }
  try {
    const variables = {
      data,
      widget: { name: widget.name, title: widget.title, placement },
      shop: { name: context.company.name, subdomain: context.company.subdomain, url: context.baseUrl },
      [outcome.type]: outcome.resource,
    };
    return renderBounded(engine, widget.name, variables, { current: {}, fallback: {} });
  } catch (error) {
    // A broken widget costs its own box, never the page.
    logger.warn('droplet widget failed to render; rendering it empty', {
      company_id: context.company.id,
      droplet: droplet.uuid,
      widget: widget.name,
      error: error as Error,
    });
    return '';
  }
}
