/** What the app keeps per installation after the exchange. */
export interface InstallationCredentials {
  installationId: string;
  /** The store's shop identifier: session tokens for this installation must name it in `dest`. */
  store: string;
  companyId: number;
  scopes: string[];
  /** Bearer token (`dit_…`) limited to the installation's scopes. */
  installationToken: string;
  /** Verifies deliveries of the webhook subscriptions the app creates with the token. */
  webhookSecret: string;
}

/**
 * Where the app keeps installation credentials. In memory here; in production use an encrypted,
 * durable store (a database row per installation, secrets sealed with a KMS key).
 */
export class CredentialStore {
  private readonly byInstallation = new Map<string, InstallationCredentials>();

  save(credentials: InstallationCredentials): void {
    this.byInstallation.set(credentials.installationId, credentials);
  }

  get(installationId: string): InstallationCredentials | undefined {
    return this.byInstallation.get(installationId);
  }

  /** SPEC "States": on uninstall the app erases the installation's credentials. */
  erase(installationId: string): void {
    this.byInstallation.delete(installationId);
  }
}
