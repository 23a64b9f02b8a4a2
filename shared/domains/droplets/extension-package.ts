import { config } from '../../platform/config';
import { MAX_LISTED_ERRORS } from '../../platform/errors/bounded-error-bag';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { OutboundRequestError, pinnedRequest, type PinnedResponse } from '../../platform/net/pinned-request';
import type { LookupAll } from '../../platform/net/resolve-public-address';
import { UnsafeTargetError } from '../../platform/net/unsafe-target-error';
import { UnzipRefused, unzipBounded } from './bounded-unzip';
import { loadTemplateParser } from '../themes/template-syntax';
import { EXTENSION_MANIFEST_FILE, extensionManifestSchema, type StoredWidget } from './extension-manifest';

/** Largest package downloaded (the zip itself). */
export const MAX_PACKAGE_BYTES = 512 * 1024;
/** Largest total of the files a package unpacks to, counted as they are unpacked (guards against zip bombs). */
export const MAX_UNPACKED_BYTES = 1024 * 1024;
/** Most entries of a package (a manifest and at most 10 templates, with room for folders and assets). */
export const MAX_PACKAGE_ENTRIES = 100;
/** Largest widget template (characters); all of a droplet's templates are stored on its item. */
export const MAX_WIDGET_TEMPLATE_CHARS = 32 * 1024;
const DOWNLOAD_TIMEOUT_MS = 5_000;
const FIELD = 'droplet.extension_zip_url';

/** Options for tests. */
export interface LoadPackageOptions {
  lookup?: LookupAll;
}

/**
 * Downloads and validates a droplet's extension package: a zip at `extension_zip_url` (webhook URL
 * rules, no redirects, size-capped) holding `extension.json` and each widget's Liquid template. Any
 * problem is a 422 on `droplet.extension_zip_url` naming the file and line, so a vendor fixes it
 * without guessing. Answers the widgets to store.
 */
export async function loadExtensionPackage(url: string, options: LoadPackageOptions = {}): Promise<StoredWidget[]> {
  const files = await unpack(await download(url, options));
  const manifestSource = files.get(EXTENSION_MANIFEST_FILE);
  if (manifestSource === undefined) throw invalid(`${EXTENSION_MANIFEST_FILE} is missing at the root of the package`);
  let json: unknown;
  try {
    json = JSON.parse(manifestSource);
  } catch (error) {
    throw invalid(
      `${EXTENSION_MANIFEST_FILE} line ${jsonErrorLine(manifestSource, error as Error)}: is not valid JSON (${(error as Error).message})`,
    );
  }
  const parsed = extensionManifestSchema.safeParse(json);
  if (!parsed.success) {
    // Finding a line walks the manifest, so only the problems the envelope lists are located.
    const { issues } = parsed.error;
    throw new ValidationFailed(
      {
        [FIELD]: issues
          .slice(0, MAX_LISTED_ERRORS)
          .map(
            (issue) =>
              `${EXTENSION_MANIFEST_FILE} line ${lineOfPath(manifestSource, issue.path)}: ${issue.path.join('.') || '(root)'} ${issue.message}`,
          ),
      },
      issues.length > MAX_LISTED_ERRORS ? { meta: { errors_omitted: issues.length - MAX_LISTED_ERRORS } } : {},
    );
  }
  const manifest = parsed.data;
  const names = new Set<string>();
  const widgets: StoredWidget[] = [];
  const parseTemplate = await loadTemplateParser();
  for (const [index, widget] of manifest.widgets.entries()) {
    if (names.has(widget.name))
      throw invalid(
        `${EXTENSION_MANIFEST_FILE} line ${lineOfPath(manifestSource, ['widgets', index, 'name'])}: widgets.${index}.name ${widget.name} is declared twice`,
      );
    names.add(widget.name);
    const source = files.get(widget.template);
    if (source === undefined)
      throw invalid(
        `${EXTENSION_MANIFEST_FILE} line ${lineOfPath(manifestSource, ['widgets', index, 'template'])}: ${widget.template} is not in the package`,
      );
    if (source.length > MAX_WIDGET_TEMPLATE_CHARS)
      throw invalid(`${widget.template} line 1: is over ${MAX_WIDGET_TEMPLATE_CHARS} characters`);
    try {
      parseTemplate(source);
    } catch (error) {
      throw invalid(
        `${widget.template} line ${liquidErrorLine(error)}: ${(error as Error).message.split(', line:')[0]}`,
      );
    }
    widgets.push({
      name: widget.name,
      title: widget.title,
      placements: widget.placements,
      capabilities: widget.capabilities ?? [],
      cache_seconds: widget.cache_seconds ?? 60,
      version: manifest.version,
      template_source: source,
    });
  }
  return widgets;
}

async function download(url: string, options: LoadPackageOptions): Promise<Uint8Array> {
  let answer: PinnedResponse;
  try {
    answer = await pinnedRequest({
      url,
      method: 'GET',
      headers: { accept: 'application/zip', 'user-agent': `${config().serviceName}-extensions/1.0` },
      body: '',
      connectTimeoutMs: 2_000,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      maxResponseBytes: MAX_PACKAGE_BYTES,
      allowPrivate: config().allowPrivateTargets,
      lookup: options.lookup,
    });
  } catch (error) {
    if (error instanceof UnsafeTargetError || error instanceof OutboundRequestError)
      throw invalid(`could not be downloaded: ${error.message}`);
    throw error;
  }
  if (answer.status !== 200) throw invalid(`could not be downloaded: answered ${answer.status}`);
  if (answer.truncated) throw invalid(`is over ${MAX_PACKAGE_BYTES} bytes`);
  return new Uint8Array(answer.bytes);
}

/** The package's files as text, unpacked within MAX_PACKAGE_ENTRIES and MAX_UNPACKED_BYTES of real output. */
async function unpack(zip: Uint8Array): Promise<Map<string, string>> {
  let files: Map<string, Uint8Array>;
  try {
    files = await unzipBounded(zip, { maxEntries: MAX_PACKAGE_ENTRIES, maxBytes: MAX_UNPACKED_BYTES });
  } catch (error) {
    if (error instanceof UnzipRefused) throw invalid(error.message);
    throw error;
  }
  const decoder = new TextDecoder('utf-8', { fatal: false });
  return new Map([...files].map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

function invalid(...messages: string[]): ValidationFailed {
  return new ValidationFailed({ [FIELD]: messages });
}

/** Line of a JSON.parse error: V8 names a position (or the line itself). */
function jsonErrorLine(source: string, error: Error): number {
  const line = /line (\d+)/.exec(error.message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(error.message);
  return position ? source.slice(0, Number(position[1])).split('\n').length : 1;
}

/** Line where a manifest path's last key or index appears, found by walking the keys in order through the source. */
function lineOfPath(source: string, path: readonly PropertyKey[]): number {
  let offset = 0;
  for (const key of path) {
    if (typeof key === 'number') {
      // The n-th object of an array: skip n opening braces after the array's key.
      for (let seen = 0; seen <= key; seen += 1) {
        const next = source.indexOf('{', offset + (seen === 0 ? 0 : 1));
        if (next < 0) break;
        offset = next;
      }
      continue;
    }
    const found = source.indexOf(`"${String(key)}"`, offset);
    if (found >= 0) offset = found;
  }
  return source.slice(0, offset).split('\n').length;
}

function liquidErrorLine(error: unknown): number {
  const position = (error as { token?: { getPosition?: () => [number, number] } }).token?.getPosition?.();
  if (position) return position[0];
  const line = /line:(\d+)/.exec((error as Error).message);
  return line ? Number(line[1]) : 1;
}
