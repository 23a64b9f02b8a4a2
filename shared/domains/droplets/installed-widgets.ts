import { batchGet, keyOf } from '../../platform/db/batch-get';
import { queryAll } from '../../platform/db/query-all';
import { dropletEntity, type Droplet } from './droplet-entity';
import type { StoredWidget } from './extension-manifest';
import { INSTALLATION_SK_PREFIX, installationEntity, type Installation } from './installation-entity';

/** A widget the company can place: declared by a droplet it has installed. */
export interface InstalledWidget {
  readonly widget: StoredWidget;
  readonly droplet: Droplet;
  readonly installation: Installation;
}

/**
 * The widgets of the droplets a company has installed, by name: one strongly consistent Query of
 * its active installations (bounded per company; an uninstalled droplet's widgets disappear at
 * once) and one BatchGetItem of their droplets. Called only when the page's theme places widgets.
 * When two installed droplets declare the same name, the earlier installation keeps it.
 */
export async function installedWidgets(companyId: number): Promise<Map<string, InstalledWidget>> {
  const query = installationEntity.query('primary', { company_id: companyId }, { skPrefix: INSTALLATION_SK_PREFIX });
  const installations = (
    await queryAll({
      ...query,
      ConsistentRead: true,
      FilterExpression: '#active = :true',
      ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#active': 'active' },
      ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':true': true },
    })
  ).map((item) => installationEntity.fromRecord(item));
  const widgets = new Map<string, InstalledWidget>();
  if (installations.length === 0) return widgets;
  const droplets = await batchGet(
    installations.map((installation) => dropletEntity.key({ uuid: installation.droplet_uuid })),
    { consistent: false },
  );
  for (const installation of installations) {
    const item = droplets.get(keyOf(dropletEntity.key({ uuid: installation.droplet_uuid })));
    if (!item) continue;
    const droplet = dropletEntity.fromRecord(item);
    for (const widget of droplet.extension_widgets)
      if (!widgets.has(widget.name)) widgets.set(widget.name, { widget, droplet, installation });
  }
  return widgets;
}
