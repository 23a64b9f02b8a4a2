import type { Installation } from './installation-entity';

/** An installation as the installing company sees it: never its secrets or token hash. */
export function installationView(installation: Installation) {
  return {
    id: installation.id,
    droplet_uuid: installation.droplet_uuid,
    scopes: installation.scopes,
    active: installation.active,
    credentials_issued_at: installation.credentials_issued_at,
    installed_at: installation.installed_at,
    uninstalled_at: installation.uninstalled_at,
  };
}

/** An installation as the droplet's vendor sees it: which company, plus the company's view. */
export function vendorInstallationView(installation: Installation) {
  return { ...installationView(installation), company_id: installation.company_id };
}
