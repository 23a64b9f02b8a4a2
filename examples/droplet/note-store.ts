/**
 * The droplet's own data: a note per product, written by the merchant in the embedded app and shown
 * on the storefront by the `example.product-note` widget. In memory here, keyed by installation;
 * in production a table of the vendor's own.
 */
export class NoteStore {
  private readonly byInstallation = new Map<string, Map<number, string>>();

  set(installationId: string, productId: number, note: string): void {
    const notes = this.byInstallation.get(installationId) ?? new Map<number, string>();
    notes.set(productId, note);
    this.byInstallation.set(installationId, notes);
  }

  get(installationId: string, productId: number): string | undefined {
    return this.byInstallation.get(installationId)?.get(productId);
  }

  /** On uninstall the app forgets the installation's data with its credentials. */
  erase(installationId: string): void {
    this.byInstallation.delete(installationId);
  }
}
