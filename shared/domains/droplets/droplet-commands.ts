import { randomBytes, randomUUID } from 'node:crypto';
import { companyEntity } from '../company/company-entity';
import { sealSecret } from '../../platform/crypto/secret-box';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { supersededBy } from '../../platform/db/superseded-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { Conflict, ValidationFailed } from '../../platform/errors/domain-error';
import { assertMaySendRootFields, requireManagedDroplet, type DropletCaller } from './droplet-access';
import { dropletRecord, LIFECYCLE_CONTRACT_VERSION, type Droplet } from './droplet-entity';
import { mergeSettings, type DropletSettingsChanges } from './droplet-settings';
import { presentExtension } from './extension-manifest';
import { loadExtensionPackage } from './extension-package';

/** Prefix of lifecycle secrets; 32 random bytes in base64url follow it. */
export const LIFECYCLE_SECRET_PREFIX = 'dls_';

/** The fields a create or update may send (already validated); `settings` fields replace stored ones; a null URL clears it. */
export interface DropletChanges {
  name?: string;
  categories?: string[];
  active?: boolean;
  publicly_available?: boolean;
  company_id?: number;
  embed_url?: string | null;
  install_webhook_url?: string | null;
  uninstall_webhook_url?: string | null;
  widget_data_url?: string | null;
  extension_zip_url?: string;
  settings?: DropletSettingsChanges | null;
  requested_scopes?: string[];
}

type PlainField = Exclude<keyof DropletChanges, 'settings'>;
const PLAIN_FIELDS: readonly PlainField[] = [
  'name',
  'categories',
  'active',
  'publicly_available',
  'company_id',
  'embed_url',
  'install_webhook_url',
  'uninstall_webhook_url',
  'widget_data_url',
  'extension_zip_url',
  'requested_scopes',
];

/**
 * Creates a droplet owned by the caller's company (a root admin may name another `company_id`) and
 * mints its lifecycle secret, which signs lifecycle deliveries and session tokens. The secret is
 * stored sealed and returned here only: it is never shown again.
 */
export async function createDroplet(
  caller: DropletCaller,
  input: DropletChanges & { name: string },
  now: Date = new Date(),
): Promise<{ droplet: Droplet; lifecycleSecret: string }> {
  assertMaySendRootFields(input, caller);
  const extension = await acceptedExtension(input);
  const lifecycleSecret = mintLifecycleSecret();
  const blank: Droplet = {
    uuid: randomUUID(),
    company_id: caller.companyId,
    name: input.name,
    categories: [],
    active: false,
    publicly_available: false,
    embed_url: null,
    install_webhook_url: null,
    uninstall_webhook_url: null,
    widget_data_url: null,
    extension_zip_url: null,
    requested_scopes: [],
    settings: null,
    app_extensions: [],
    extension_widgets: [],
    lifecycle_contract_version: LIFECYCLE_CONTRACT_VERSION,
    lifecycle_secret_sealed: sealSecret(lifecycleSecret),
    previous_lifecycle_secret_sealed: null,
    previous_lifecycle_secret_expires_at: null,
    version: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const droplet = { ...applyChanges(blank, input), ...extension };
  const committed = await write(
    droplet,
    { Put: { Item: dropletRecord(droplet), ConditionExpression: 'attribute_not_exists(pk)' } },
    input.company_id !== undefined,
  );
  if (!committed) throw new Conflict('Droplet id collision; retry');
  return { droplet, lifecycleSecret };
}

/**
 * Updates a droplet the caller manages: 401 when a non-root caller sends `publicly_available` or
 * `company_id`, 404 for another company's droplet unless root admin. Conditioned on the version
 * read; a lost race is retried or superseded (retry-stale-write.ts). `settings` merges field by
 * field, so an update sending it is always re-applied.
 */
export async function updateDroplet(
  caller: DropletCaller,
  uuid: string,
  changes: DropletChanges,
  now: Date = new Date(),
): Promise<Droplet> {
  assertMaySendRootFields(changes, caller);
  // Validated before any write, and only for a caller who manages the droplet (no download on behalf of strangers).
  if (changes.extension_zip_url !== undefined) await requireManagedDroplet(caller, uuid);
  const extension = await acceptedExtension(changes);
  const fields =
    changes.settings === undefined
      ? (Object.keys(changes).filter(
          (field) => changes[field as keyof DropletChanges] !== undefined,
        ) as (keyof DropletChanges)[])
      : [];
  return retryStaleWrites(
    async () => {
      const current = await requireManagedDroplet(caller, uuid);
      const next = {
        ...applyChanges(current, changes),
        ...extension,
        version: current.version + 1,
        updated_at: now.toISOString(),
      };
      if (
        await write(
          next,
          versionedPut(next, current.version),
          changes.company_id !== undefined && changes.company_id !== current.company_id,
        )
      )
        return next;
      const winner = await requireManagedDroplet(caller, uuid);
      if (
        supersededBy(
          fields.map((field) => current[field as keyof Droplet]),
          fields.map((field) => winner[field as keyof Droplet]),
        )
      )
        return winner;
      throw new StaleWrite();
    },
    { conflictMessage: 'The droplet is being changed by many requests at once; read it again and retry' },
  );
}

/**
 * Rotates a droplet's lifecycle secret: a new one signs from now on (shown only in this answer),
 * and the current one keeps signing deliveries in a second header for `overlapSeconds`, so the
 * vendor's receiver verifies with either while it switches. A rotation during an overlap ends the
 * older overlap: only the two newest secrets are ever live. Conditional on the version read (409).
 */
export async function rotateLifecycleSecret(
  caller: DropletCaller,
  uuid: string,
  overlapSeconds: number,
  now: Date = new Date(),
): Promise<{ droplet: Droplet; lifecycleSecret: string }> {
  const current = await requireManagedDroplet(caller, uuid);
  const lifecycleSecret = mintLifecycleSecret();
  const next: Droplet = {
    ...current,
    lifecycle_secret_sealed: sealSecret(lifecycleSecret),
    previous_lifecycle_secret_sealed: overlapSeconds > 0 ? current.lifecycle_secret_sealed : null,
    previous_lifecycle_secret_expires_at:
      overlapSeconds > 0 ? new Date(now.getTime() + overlapSeconds * 1000).toISOString() : null,
    version: current.version + 1,
    updated_at: now.toISOString(),
  };
  await write(next, versionedPut(next, current.version), false);
  return { droplet: next, lifecycleSecret };
}

/**
 * Sending `extension_zip_url` (again) publishes the package found there: it is downloaded and
 * validated (extension-package.ts, 422 naming file and line) and its widgets replace the
 * droplet's. Nothing changes when the field is not sent.
 */
async function acceptedExtension(
  changes: DropletChanges,
): Promise<Pick<Droplet, 'app_extensions' | 'extension_widgets'> | undefined> {
  if (changes.extension_zip_url === undefined) return undefined;
  const widgets = await loadExtensionPackage(changes.extension_zip_url);
  return { app_extensions: widgets.map(presentExtension), extension_widgets: widgets };
}

function mintLifecycleSecret(): string {
  return `${LIFECYCLE_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function versionedPut(droplet: Droplet, readVersion: number): WriteItem {
  return {
    Put: {
      Item: dropletRecord(droplet),
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': readVersion },
    },
  };
}

function applyChanges(droplet: Droplet, changes: DropletChanges): Droplet {
  const plain = Object.fromEntries(
    PLAIN_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [field, changes[field]]),
  );
  return { ...droplet, ...plain, settings: mergeSettings(droplet.settings, changes.settings) };
}

/** Writes the droplet; false when its own condition failed (a lost race or an id collision). */
async function write(droplet: Droplet, put: WriteItem, ownerChanged: boolean): Promise<boolean> {
  // A root admin giving a droplet to another company: that company must exist, checked atomically.
  const ownerCheck: WriteItem[] = ownerChanged
    ? [
        {
          ConditionCheck: {
            Key: companyEntity.key({ id: droplet.company_id }),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ]
    : [];
  const { failedIndex } = await transactWrite([put, ...ownerCheck]);
  if (failedIndex === 1) throw new ValidationFailed({ 'droplet.company_id': ['is not an existing company'] });
  return failedIndex === undefined;
}
