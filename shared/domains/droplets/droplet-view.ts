import type { Droplet } from './droplet-entity';

/** A droplet as any company sees it (SPEC "Droplet"). */
export function publicDropletView(droplet: Droplet) {
  return {
    uuid: droplet.uuid,
    name: droplet.name,
    categories: droplet.categories,
    active: droplet.active,
    publicly_available: droplet.publicly_available,
    embed_url: droplet.embed_url,
    requested_scopes: droplet.requested_scopes,
    created_at: droplet.created_at,
    settings: droplet.settings,
    app_extensions: droplet.app_extensions,
  };
}

/** A droplet as its owner and root admins see it: the public view plus its lifecycle URLs and contract version. */
export function ownerDropletView(droplet: Droplet) {
  return {
    ...publicDropletView(droplet),
    install_webhook_url: droplet.install_webhook_url,
    uninstall_webhook_url: droplet.uninstall_webhook_url,
    widget_data_url: droplet.widget_data_url,
    lifecycle_contract_version: droplet.lifecycle_contract_version,
  };
}

/** The owner view with `updated_at`, as create and update answer it. */
export function updatedDropletView(droplet: Droplet) {
  return { ...ownerDropletView(droplet), updated_at: droplet.updated_at };
}

/** Whether the caller sees the owner view: the owning company or a root admin. */
export function seesOwnerView(droplet: Droplet, caller: { companyId: number; isRootAdmin: boolean }): boolean {
  return caller.isRootAdmin || droplet.company_id === caller.companyId;
}
