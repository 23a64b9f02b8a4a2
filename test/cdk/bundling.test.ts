import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, consumers, manifest } from '../../functions/manifest';
import { compressedEventExamples } from '../../functions/webhooks/event-example-documents';
import { compressedEventSchemas } from '../../functions/webhooks/event-schema-documents';
import { eventSchemaHashes } from '../../shared/domains/events/schema-hashes';
import { getWebhookSchemaRoute, listWebhookSchemasRoute } from '../../functions/webhooks/routes';
import { sendTestWebhookDeliveryRoute } from '../../functions/webhook-deliveries/routes';
import { cancelSubscriptionRoute, getSubscriptionRoute, listSubscriptionsRoute, pauseSubscriptionRoute, resumeSubscriptionRoute, skipSubscriptionRoute } from '../../functions/subscriptions/routes';
import { getDocsAssetRoute, getOpenApiRoute, routeNotFoundRoute } from '../../functions/platform/routes';
import { renderHomeRoute, renderPageRoute, submitFormRoute, submitHomeFormRoute } from '../../functions/site/routes';
import { activateThemeRoute, createTemplateRoute, deleteTemplateRoute, getTemplateRoute, listTemplatesRoute, publishVersionRoute, saveVersionRoute, updateTemplateRoute } from '../../functions/themes/routes';
import { createDropletRoute, deleteDropletRoute, getDropletRoute, installDropletRoute, rotateDropletLifecycleSecretRoute, updateDropletRoute } from '../../functions/droplets/routes';
import { createMemberRoute, getMemberRoute, listMembersRoute } from '../../functions/members/routes';
import { createCallbackRegistrationRoute } from '../../functions/callbacks/routes';
import { listDropletInstallationsRoute } from '../../functions/droplet-installations/routes';
import { cancelOrderRoute, createRefundRoute, getOrderRoute, listOrdersRoute } from '../../functions/orders/routes';
import { listLegacyMediaRoute, listMediumLeadsRoute } from '../../functions/media/routes';
import { cartRoutes, createCartRoute, getCartRoute, subscribeCartItemRoute } from '../../functions/carts/routes';
import { completeCartRoute } from '../../functions/carts/complete-routes';
import { chargeSubscriptionRoute, updateSubscriptionRoute } from '../../functions/subscriptions/billing-routes';
import { countZodConstructions } from '../../bench/zod-constructions';
import { AwsJsonEndpoint, AwsJsonError } from '../../lib/local/aws-json-endpoint';
import { keySecretVariables } from '../../shared/platform/secrets/service-keys';
import { buildFunctions, lambdaBuildOptions } from '../../lib/bundling/build-functions';
import { esmRequireBanner } from '../../lib/bundling/require-banner';
import { BUNDLE_FILE, bundleDirOf, MissingBundleError } from '../../lib/bundling/bundle-paths';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { LAZY_DIR, lazyModules } from '../../lib/bundling/lazy-modules';
import { manifestHandlers } from '../../lib/bundling/manifest-handlers';
import { routeShapesOf } from '../../lib/bundling/route-shape';
import { answeredKeysOf } from '../../shared/platform/schema/answered-keys';
import { cartResponse } from '../../functions/carts/schemas';
import { updateSubscriptionResponse } from '../../functions/subscriptions/billing-schemas';
import { HandlerFunction } from '../../lib/constructs/handler-function';
import { swaggerUiBundleDir, swaggerUiFiles } from '../../lib/handler-bundling';
import { brotliDecompressSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { bundledCode, bundledSources, bundleFiles, startupSources } from '../helpers/bundle-files';
import { functionById } from './functions';
import { synthesize } from './synth';

const run = promisify(execFile);
const deliverWebhook = consumers.find((consumer) => consumer.id === 'deliverWebhook')!;
const fanOutEvent = consumers.find((consumer) => consumer.handler === 'consumers/fan-out-event')!;
const renewSubscription = consumers.find((consumer) => consumer.handler === 'consumers/renew-subscription')!;

/** Every file under `dir` (relative path → bytes). */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

/** A source map with its file sources resolved to absolute paths (plugin modules such as `lazy-builtin:…` kept), so maps written in different places compare. */
function sourceMapOf(bytes: Buffer, file: string): { sources: string[]; mappings: string; names: string[] } {
  const map = JSON.parse(bytes.toString('utf8')) as { sources: string[]; mappings: string; names: string[] };
  const sources = map.sources.map((source) => (/^[a-z-]+:/.test(source) ? source : resolve(dirname(file), source)));
  return { sources, mappings: map.mappings, names: map.names };
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('function bundles', () => {
  it('every function deploys its handler directory of .build/functions, the one the build step wrote', () => {
    const app = synthesize({ routes: manifest });
    for (const entry of [...manifest, ...consumers]) {
      const fn = functionById(app.stacks, entry.id);
      expect(fn.resource.Metadata['aws:asset:path'], entry.id).toBe(bundleDirOf(entry.handler));
      expect(fn.resource.Properties.Handler).toBe('index.handler');
    }
  });

  it('CDK deploys byte for byte what the bench measures: a fresh build (as `npm run bench` makes) equals the staged assets', { timeout: 180_000 }, async () => {
    const app = synthesize({ routes: [getDocsAssetRoute] }, { stage: true });
    const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
    scratch.push(outDir);
    const benchBuild = await buildFunctions({ handlers: [getDocsAssetRoute.handler, deliverWebhook.handler], outDir });
    for (const built of benchBuild) {
      const id = built.handler === deliverWebhook.handler ? deliverWebhook.id : getDocsAssetRoute.id;
      const staged = join(app.directory, functionById(app.stacks, id).resource.Metadata['aws:asset:path']);
      const [deployed, measured] = [filesOf(staged), filesOf(built.dir)];
      expect([...deployed.keys()].sort(), built.handler).toEqual([...measured.keys()].sort());
      for (const [name, bytes] of measured) {
        // A map names its sources relative to where the build wrote it; the mappings themselves must match.
        if (name.endsWith('.map')) expect(sourceMapOf(deployed.get(name)!, join(bundleDirOf(built.handler), name)), name).toEqual(sourceMapOf(bytes, join(built.dir, name)));
        else expect(deployed.get(name)!.equals(bytes), `${built.handler}/${name}`).toBe(true);
      }
    }
  });

  it('each bundle is minified ESM exporting `handler`, with `require` defined, a linked source map and its extra files', () => {
    const dir = bundleDirOf(getDocsAssetRoute.handler);
    const code = readFileSync(join(dir, BUNDLE_FILE), 'utf8');
    expect(code.startsWith(esmRequireBanner)).toBe(true);
    expect(code).toMatch(/export\s*\{[^}]*as handler/);
    expect(code).toContain(`sourceMappingURL=${BUNDLE_FILE}.map`);
    expect(readdirSync(dir)).toContain(`${BUNDLE_FILE}.map`);
    expect(readdirSync(join(dir, swaggerUiBundleDir)).sort()).toEqual([...swaggerUiFiles].sort());
  });

  it('defines `require` in each output file whose code names it, and in no other (a split function\'s chunks mostly need none); the source maps still line up', () => {
    let dropped = 0;
    for (const handler of manifestHandlers()) {
      for (const file of bundleFiles(handler)) {
        const code = readFileSync(file, 'utf8');
        const banner = code.startsWith(esmRequireBanner);
        // Without it, the banner's line stays, empty: the map's first mapped line is still the code's second.
        if (!banner) dropped++;
        expect(banner ? code.slice(esmRequireBanner.length) : code, file).toMatch(/^\n/);
        expect(/\brequire\b/.test(banner ? code.slice(esmRequireBanner.length) : code), file).toBe(banner);
      }
    }
    expect(dropped).toBeGreaterThan(50);
  });

  it('builds every manifest handler and nothing else', () => {
    const handlers = manifestHandlers();
    expect(handlers).toEqual([...new Set([...manifest, ...consumers].map((entry) => entry.handler))].sort());
    for (const handler of handlers) expect(statSync(join(bundleDirOf(handler), BUNDLE_FILE)).size, handler).toBeGreaterThan(0);
  });

  it('keeps only English zod locales and loads node:http(s) lazily', () => {
    const code = readFileSync(join(bundleDirOf(deliverWebhook.handler), BUNDLE_FILE), 'utf8');
    expect(code).not.toMatch(/from\s*"node:https?"/);
    // German, a locale zod ships, by one of its messages.
    expect(code).not.toContain('erwartet');
  });

  it('leaves the X-Ray SDK and Powertools idempotency out of start-up: each is a lazy module beside the bundle, imported on first use', () => {
    const dir = bundleDirOf(getDocsAssetRoute.handler);
    const code = readFileSync(join(dir, BUNDLE_FILE), 'utf8');
    for (const name of ['x-ray', 'powertools-idempotency']) {
      expect(code).toContain(`import("./${LAZY_DIR}/${name}.mjs")`);
      expect(statSync(join(dir, LAZY_DIR, `${name}.mjs`)).size, name).toBeGreaterThan(0);
    }
    // The X-Ray SDK by the variable naming its daemon, Powertools idempotency by its conflict message.
    const [xRay, idempotency] = ['AWS_XRAY_DAEMON_ADDRESS', 'already existing idempotency key'];
    expect(code).not.toContain(xRay);
    expect(readFileSync(join(dir, LAZY_DIR, 'x-ray.mjs'), 'utf8')).toContain(xRay);
    expect(code).not.toContain(idempotency);
    expect(readFileSync(join(dir, LAZY_DIR, 'powertools-idempotency.mjs'), 'utf8')).toContain(idempotency);
  });

  it('leaves the SES and Scheduler SDKs out of the storefront pages\' start-up: lazy modules loaded by the writes that send to them', () => {
    const dir = bundleDirOf(submitFormRoute.handler);
    const code = bundledCode(submitFormRoute.handler);
    const sources = bundledSources(submitFormRoute.handler);
    const sdks = { 'ses-sdk': '@aws-sdk/client-sesv2', 'scheduler-sdk': '@aws-sdk/client-scheduler' };
    expect(lazyModules.map(({ name }) => name)).toEqual(expect.arrayContaining(Object.keys(sdks)));
    for (const [name, sdk] of Object.entries(sdks)) {
      expect(code).toContain(`import("./${LAZY_DIR}/${name}.mjs")`);
      expect(sources.filter((source) => source.includes(`node_modules/${sdk}/`)), sdk).toEqual([]);
      const lazySources = (JSON.parse(readFileSync(join(dir, LAZY_DIR, `${name}.mjs.map`), 'utf8')) as { sources: string[] }).sources;
      expect(lazySources.some((source) => source.includes(`node_modules/${sdk}/`)), name).toBe(true);
    }
  });

  it('the droplet writes unzip an extension package with fflate as a lazy module, never at cold start', () => {
    for (const { handler } of [createDropletRoute, updateDropletRoute, getDropletRoute]) {
      expect(bundledSources(handler).filter((source) => source.includes('node_modules/fflate/')), handler).toEqual([]);
    }
    for (const { handler } of [createDropletRoute, updateDropletRoute]) {
      const dir = bundleDirOf(handler);
      expect(readFileSync(join(dir, BUNDLE_FILE), 'utf8'), handler).toContain(`import("./${LAZY_DIR}/fflate.mjs")`);
      const lazySources = (JSON.parse(readFileSync(join(dir, LAZY_DIR, 'fflate.mjs.map'), 'utf8')) as { sources: string[] }).sources;
      expect(lazySources.some((source) => source.includes('node_modules/fflate/')), handler).toBe(true);
    }
  });

  it('tree-shakes the SDK clients in every bundle: no function carries DynamoDB\'s or Secrets Manager\'s unused operations', () => {
    // Operation names of the control plane no function calls; a client kept whole (not tree-shaken) carries them all.
    for (const handler of manifestHandlers()) {
      const code = bundledCode(handler);
      for (const operation of ['"CreateTable"', '"RotateSecret"']) expect(code, `${handler} holds ${operation}`).not.toContain(operation);
    }
  });

  it('only the functions whose code signs or seals read the service keys: the others bundle no Secrets Manager client', () => {
    const secretsClient = (handler: string) => bundledSources(handler).filter((source) => source.includes('node_modules/@aws-sdk/client-secrets-manager/'));
    // Neither pages with cursors nor seals a secret: the kit alone used to bundle the client (and read the keys at init) in every route.
    // Fan-out finds receivers and never opens their secrets: the deliver consumer resolves endpoints (the target registry keeps the two apart).
    for (const { handler } of [routeNotFoundRoute, getSubscriptionRoute, getDropletRoute, getOrderRoute, fanOutEvent]) {
      expect(secretsClient(handler), handler).toEqual([]);
      expect(bundledSources(handler).filter((source) => source.endsWith('shared/platform/secrets/service-keys.ts')), handler).toEqual([]);
    }
    // Cursor pages (signing key), a droplet's sealed lifecycle secret (sealing keys), the storefront forms (signed form tokens).
    for (const { handler } of [listOrdersRoute, createDropletRoute, submitFormRoute, deliverWebhook]) {
      expect(secretsClient(handler), handler).not.toEqual([]);
      // Read at init with the bundled client: no second, lazy copy beside it (the form posts also price carts,
      // whose callbacks name the lazy one; it is never loaded there, the declared reader having chosen the bundled client).
      if (handler !== submitFormRoute.handler) expect(existsSync(join(bundleDirOf(handler), LAZY_DIR, 'secrets-manager-sdk.mjs')), handler).toBe(false);
    }
  });

  it('refuses an import() of project code that is not a lazy module: in an unsplit bundle it would only defeat tree shaking', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynamic-import-'));
    scratch.push(dir);
    writeFileSync(join(dir, 'entry.ts'), "export const handler = async () => (await import('./later')).value;\n");
    writeFileSync(join(dir, 'later.ts'), 'export const value = 1;\n');
    await expect(build({ ...lambdaBuildOptions, entryPoints: [join(dir, 'entry.ts')], write: false, outdir: dir })).rejects.toThrow(/import\("\.\/later"\) of project code defeats tree shaking/);
  });

  it('bundles precomputed modules as their value: the catch-all knows every API route path, get-openapi reads the document beside its bundle, neither loads the manifest', () => {
    const code = readFileSync(join(bundleDirOf(routeNotFoundRoute.handler), BUNDLE_FILE), 'utf8');
    for (const route of apiRoutes) expect(code, route.path).toContain(JSON.stringify(route.path));
    // The served document is the live generator's, byte for byte; the bundle holds a reader, not the document.
    const openApiDir = bundleDirOf(getOpenApiRoute.handler);
    const asset = readFileSync(join(openApiDir, 'openapi.json.br'));
    expect(brotliDecompressSync(asset).toString('utf8')).toBe(JSON.stringify(buildOpenApiDocument(manifest)));
    const openApiCode = readFileSync(join(openApiDir, BUNDLE_FILE), 'utf8');
    expect(openApiCode).toContain('"./openapi.json.br"');
    expect(openApiCode).not.toContain(asset.toString('base64').slice(0, 64));
    for (const handler of [routeNotFoundRoute.handler, getOpenApiRoute.handler]) {
      const dir = bundleDirOf(handler);
      const sources = (JSON.parse(readFileSync(join(dir, `${BUNDLE_FILE}.map`), 'utf8')) as { sources: string[] }).sources.map((source) => resolve(dir, source));
      for (const module of ['functions/manifest.ts', 'shared/edge/openapi/document.ts']) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
  });

  it('the webhook schema functions and the test delivery serve the event schemas generated at build time: no payload schema, no JSON Schema conversion', () => {
    const published = { [getWebhookSchemaRoute.handler]: compressedEventSchemas, [listWebhookSchemasRoute.handler]: compressedEventSchemas, [sendTestWebhookDeliveryRoute.handler]: compressedEventExamples };
    for (const [handler, document] of Object.entries(published)) {
      expect(readFileSync(join(bundleDirOf(handler), BUNDLE_FILE), 'utf8'), handler).toContain(document);
      const sources = bundledSources(handler);
      for (const module of ['shared/domains/events/catalog-view.ts', 'shared/domains/events/payload-order.ts', 'shared/domains/events/catalog.ts']) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
  });

  it('the fan-out stamps payloads with the schema hashes and keeps the declared keys computed at build time, and bundles no payload schema: the catalog\'s exact check runs where tests and the local runtime install it', () => {
    const sources = bundledSources(fanOutEvent.handler);
    for (const module of ['shared/domains/events/catalog.ts', 'shared/domains/events/catalog-json-schema.ts', 'shared/domains/events/exact-payload-check.ts', 'shared/domains/events/payload-order.ts', 'shared/domains/events/payload-cart.ts', 'shared/domains/storefront/families/products.ts']) {
      expect(sources.filter((source) => source.endsWith(module)), `fan-out bundles ${module}`).toEqual([]);
    }
    // Each event's own hash, as the precomputed table's entry (a key minified bare unless it needs quotes).
    const bundle = readFileSync(join(bundleDirOf(fanOutEvent.handler), BUNDLE_FILE), 'utf8');
    for (const [identifier, hash] of Object.entries(eventSchemaHashes)) {
      expect(bundle, identifier).toMatch(new RegExp(`(^|[{,])("${identifier.replaceAll('.', '\\.')}"|${identifier.replaceAll('.', '\\.')}):"${hash}"`));
    }
  });

  it('the test delivery bundles only the events\' example payloads, not the whole schema documents it would read them from', () => {
    const sources = bundledSources(sendTestWebhookDeliveryRoute.handler);
    expect(sources.filter((source) => source.endsWith('functions/webhooks/event-schema-documents.ts'))).toEqual([]);
    expect(readFileSync(join(bundleDirOf(sendTestWebhookDeliveryRoute.handler), BUNDLE_FILE), 'utf8')).not.toContain(compressedEventSchemas);
  });

  it('the subscription commands that never bill leave the renewal path and the catalog out of their bundles', () => {
    for (const { handler } of [pauseSubscriptionRoute, resumeSubscriptionRoute, skipSubscriptionRoute, cancelSubscriptionRoute]) {
      const sources = bundledSources(handler);
      for (const module of ['shared/domains/autoship/renew-subscription.ts', 'shared/domains/checkout/price-cart.ts', 'shared/domains/storefront/catalog/find-variants.ts', 'functions/carts/schemas.ts']) {
        expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
      }
    }
  });

  it('the subscription functions that never answer a renewal build neither the order view nor the cart and order payload schemas', () => {
    for (const { handler } of [listSubscriptionsRoute, getSubscriptionRoute, pauseSubscriptionRoute, resumeSubscriptionRoute, skipSubscriptionRoute, cancelSubscriptionRoute]) {
      const sources = bundledSources(handler);
      for (const module of ['functions/subscriptions/billing-schemas.ts', 'functions/orders/schemas.ts', 'shared/domains/events/payload-order.ts', 'shared/domains/events/payload-cart.ts']) {
        expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
      }
    }
  });

  it('the functions that bill a renewal write its order by its keys, without the order\'s stored shape (they never read an order back); completion keeps it', () => {
    for (const { handler } of [renewSubscription, updateSubscriptionRoute, chargeSubscriptionRoute]) {
      const sources = bundledSources(handler);
      expect(sources.filter((source) => source.endsWith('shared/domains/checkout/order-records.ts')), handler).toHaveLength(1);
      expect(sources.filter((source) => source.endsWith('shared/domains/checkout/order-entity.ts')), `${handler} bundles the order entity`).toEqual([]);
    }
    // Completion reads a completed cart's order back (the replay answers it), so it parses orders.
    expect(bundledSources(completeCartRoute.handler).filter((source) => source.endsWith('shared/domains/checkout/order-entity.ts'))).toHaveLength(1);
    // The renewal consumer bundled the order schema with the whole cart and order payload schemas it extends: 446,676 bytes,
    // 1.51x the stack floor's 295,051. What is left of the payload schemas is the customer's (it reads the buyer's customer): 441,711.
    const renew = statSync(join(bundleDirOf(renewSubscription.handler), BUNDLE_FILE)).size;
    expect(renew).toBeLessThan(1.5 * 295_051);
  });

  it('theme activation reads the family names as data and the published templates without the Liquid engine', () => {
    const sources = bundledSources(activateThemeRoute.handler);
    for (const module of ['shared/domains/storefront/families/index.ts', 'shared/domains/storefront/families/products.ts', 'shared/domains/themes/theme-loader.ts', 'shared/domains/themes/liquid-sandbox.ts']) {
      expect(sources.filter((source) => source.endsWith(module)), module).toEqual([]);
    }
    expect(sources.filter((source) => source.includes('node_modules/liquidjs/'))).toEqual([]);
  });

  it('the template and droplet writes load liquidjs for their syntax check as a lazy module, never at cold start', () => {
    const checking = [createTemplateRoute, updateTemplateRoute, saveVersionRoute, publishVersionRoute, createDropletRoute, updateDropletRoute, rotateDropletLifecycleSecretRoute];
    for (const { handler } of [...checking, getTemplateRoute, listTemplatesRoute, deleteTemplateRoute]) {
      expect(bundledSources(handler).filter((source) => source.includes('node_modules/liquidjs/')), handler).toEqual([]);
    }
    for (const { handler } of [createTemplateRoute, createDropletRoute]) {
      const dir = bundleDirOf(handler);
      expect(readFileSync(join(dir, BUNDLE_FILE), 'utf8'), handler).toContain(`import("./${LAZY_DIR}/liquidjs.mjs")`);
      const lazySources = (JSON.parse(readFileSync(join(dir, LAZY_DIR, 'liquidjs.mjs.map'), 'utf8')) as { sources: string[] }).sources;
      expect(lazySources.some((source) => source.includes('node_modules/liquidjs/')), handler).toBe(true);
    }
  });

  it('the storefront page functions leave the form posts\' cart and checkout writes out of their bundles; the form functions keep them', () => {
    // What only a post runs: the cart forms, completing a cart (order building, subscriptions, the pricing callbacks) and their payload schemas.
    const postOnly = ['shared/edge/site/cart-forms.ts', 'shared/use-cases/complete-cart.ts', 'shared/domains/autoship/checkout-subscriptions.ts', 'shared/domains/callbacks/tax-calculation.ts', 'shared/domains/events/payload-subscription.ts'];
    for (const { handler } of [renderHomeRoute, renderPageRoute]) {
      const sources = bundledSources(handler);
      for (const module of postOnly) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
    for (const { handler } of [submitFormRoute, submitHomeFormRoute]) {
      const sources = bundledSources(handler);
      for (const module of postOnly) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toHaveLength(1);
    }
  });

  it('the cart functions but completion leave the order view out; the cart read leaves the pricing path and its callbacks out', () => {
    for (const { handler } of [...cartRoutes(), subscribeCartItemRoute]) {
      const sources = bundledSources(handler);
      for (const module of ['functions/carts/complete-routes.ts', 'functions/orders/schemas.ts', 'shared/domains/events/payload-order.ts']) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
    const read = bundledSources(getCartRoute.handler);
    // The writes' address schemas and the country table behind them: reachable from the read's routes file only through the
    // write routes' builtOnce thunks, which the build marks pure (lib/bundling/esbuild-plugins.ts) so the read drops them.
    for (const module of ['shared/domains/checkout/price-cart.ts', 'shared/domains/checkout/mutate-cart.ts', 'shared/domains/callbacks/invoke-callback.ts', 'shared/domains/callbacks/callback-definitions.ts', 'functions/carts/address-schemas.ts', 'shared/domains/company/country-data.ts']) {
      expect(read.filter((source) => source.endsWith(module)), module).toEqual([]);
    }
  });

  it('the functions that price, complete, bill or renew a cart read products and enrollment packs by key, without their family definitions; only cart creation resolves rep attribution', () => {
    const pricing = [...cartRoutes().filter((route) => route !== getCartRoute), subscribeCartItemRoute, completeCartRoute, updateSubscriptionRoute, chargeSubscriptionRoute, renewSubscription];
    for (const { handler } of pricing) {
      const sources = bundledSources(handler);
      expect(sources.filter((source) => source.endsWith('shared/domains/storefront/catalog/find-variants.ts')), handler).toHaveLength(1);
      // The definitions bring the families' fields, presenters and hooks, the engine's schemas and the pagination presets.
      for (const module of ['shared/domains/storefront/families/products.ts', 'shared/domains/storefront/families/enrollment-packs.ts', 'shared/domains/storefront/engine/fields.ts']) {
        expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
      }
    }
    for (const { handler } of pricing.filter((entry) => entry.handler !== createCartRoute.handler)) {
      const sources = bundledSources(handler);
      for (const module of ['shared/domains/checkout/resolve-attribution.ts', 'shared/domains/site-settings/find-rep.ts']) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
    expect(bundledSources(createCartRoute.handler).filter((source) => source.endsWith('shared/domains/checkout/resolve-attribution.ts'))).toHaveLength(1);
  });

  it('the functions that price a cart find callback registrations without the owner lookups (tokens, installations, droplets)', () => {
    for (const { handler } of pricingWrites()) {
      const sources = bundledSources(handler);
      expect(sources.filter((source) => source.endsWith('shared/domains/callbacks/invoke-callback.ts')), handler).toHaveLength(1);
      for (const module of ['shared/domains/callbacks/registration-owner.ts', 'shared/domains/droplets/droplet-store.ts', 'shared/domains/droplets/extension-manifest.ts']) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
  });

  it('the functions that price a cart load the callback call (outbound HTTP, sealing keys, Secrets Manager client) only when they make one: lazy modules beside the bundle', () => {
    for (const { handler } of pricingWrites()) {
      const sources = bundledSources(handler);
      for (const module of ['shared/platform/net/pinned-request.ts', 'shared/platform/net/ip-ranges.ts', 'node_modules/@aws-sdk/client-secrets-manager/']) {
        expect(sources.filter((source) => source.includes(module)), `${handler} bundles ${module}`).toEqual([]);
      }
      const dir = bundleDirOf(handler);
      for (const name of ['pinned-request-outcome', 'secrets-manager-sdk']) {
        expect(bundledCode(handler), handler).toContain(`import("./${LAZY_DIR}/${name}.mjs")`);
        expect(statSync(join(dir, LAZY_DIR, `${name}.mjs`)).size, `${handler}: ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it('the functions that price a cart read a country from its record and check address countries by code: the country table is a lazy module beside the bundle', () => {
    for (const { handler } of pricingWrites()) {
      const code = bundledCode(handler);
      // A country name is in the table's rows, not in the code list.
      expect(code.includes('Ascension Island'), handler).toBe(false);
      expect(code, handler).toContain(`import("./${LAZY_DIR}/country-table-lookup.mjs")`);
      expect(readFileSync(join(bundleDirOf(handler), LAZY_DIR, 'country-table-lookup.mjs'), 'utf8'), handler).toContain('Ascension Island');
    }
  });

  it('deployed bundles read the service keys at init only where requests need them: a cart write reads none until a callback signs, a cursor list reads them at once (fresh processes, Secrets Manager emulated)', { timeout: 120_000 }, async () => {
    const calls: string[] = [];
    const secrets = new AwsJsonEndpoint();
    secrets.register('secretsmanager.GetSecretValue', (input: { SecretId: string; VersionStage?: string }) => {
      calls.push(input.SecretId);
      if ((input.VersionStage ?? 'AWSCURRENT') !== 'AWSCURRENT') throw new AwsJsonError('ResourceNotFoundException', 'no such stage');
      return { ARN: input.SecretId, Name: input.SecretId, SecretString: 'k'.repeat(32), VersionStages: ['AWSCURRENT'] };
    });
    const endpoint = await secrets.listen();
    try {
      const env = {
        TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test',
        AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint, POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true',
        [keySecretVariables.cursorSigningKey]: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:cursor', [keySecretVariables.sealingKey]: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:sealing',
      };
      // Imports the bundle as a cold start does and lets its init run for a while.
      const coldStart = (handler: string) =>
        run(process.execPath, ['--input-type=module', '--eval', 'await import(process.argv[1]); await new Promise((resolve) => setTimeout(resolve, 1000));', pathToFileURL(join(bundleDirOf(handler), BUNDLE_FILE)).href], { env, timeout: 60_000 });
      await Promise.all(pricingWrites().map(({ handler }) => coldStart(handler)));
      expect(calls).toEqual([]);
      await coldStart(listOrdersRoute.handler);
      // Both secrets, the sealing key at every stage of a rotation.
      expect(calls).toHaveLength(4);
    } finally {
      await secrets.close();
    }
  });

  it('the cart routes answer exactly their documented cart, so their functions bundle no cart schema: the updates carry the answer\'s keys precomputed', () => {
    for (const { handler } of [...cartRoutes(), subscribeCartItemRoute, completeCartRoute]) {
      expect(bundledSources(handler).filter((source) => source.endsWith('shared/domains/checkout/cart-schema.ts')), handler).toEqual([]);
    }
    for (const route of cartRoutes().filter((each) => each.method === 'PATCH')) {
      expect(route.response.answered, route.id).toEqual(answeredKeysOf(cartResponse, route.request!.body!));
      expect(bundledSources(route.handler).filter((source) => source.endsWith('functions/carts/cart-answered-keys.ts')), route.handler).toHaveLength(1);
      expect(bundledSources(route.handler).filter((source) => source.endsWith('shared/platform/schema/answered-keys.ts')), route.handler).toEqual([]);
    }
  });

  it('the subscription routes that bill answer exactly too: their functions bundle neither the answer schemas nor the order view; the update carries its answer\'s keys precomputed', () => {
    for (const { handler } of [updateSubscriptionRoute, chargeSubscriptionRoute]) {
      for (const module of ['functions/subscriptions/billing-schemas.ts', 'functions/orders/schemas.ts']) expect(bundledSources(handler).filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
    expect(updateSubscriptionRoute.response.answered).toEqual(answeredKeysOf(updateSubscriptionResponse, updateSubscriptionRoute.request!.body!));
    expect(bundledSources(updateSubscriptionRoute.handler).filter((source) => source.endsWith('functions/subscriptions/billing-answered-keys.ts'))).toHaveLength(1);
  });

  it('only the functions whose route takes a bearer token bundle token authorization (installation authority); each function is built for its route\'s auth kind', async () => {
    const shapes = await routeShapesOf(manifestHandlers());
    const installationAuthority = (handler: string) => bundledSources(handler).filter((source) => source.endsWith('shared/domains/auth/installation-authority.ts'));
    const built = [...shapes].filter(([, shape]) => shape.auth !== undefined);
    expect(built.filter(([, shape]) => shape.auth === 'bearer').length).toBeGreaterThan(100);
    for (const [handler, { auth }] of built) expect(installationAuthority(handler), `${handler} (${auth})`).toHaveLength(auth === 'bearer' ? 1 : 0);
    // Token authentication loads at start-up in bearer functions only; a public read, a cart route and
    // a checkout (built with code splitting, where esbuild keeps what the kit imports statically) load it
    // only with a request naming its shop with a token (shared/domains/storefront/shop-token.ts).
    const authenticates = (handler: string) => startupSources(handler).some((source) => source.endsWith('shared/domains/auth/authenticate.ts'));
    for (const [handler, { auth }] of built) expect(authenticates(handler), `${handler} (${auth})`).toBe(auth === 'bearer');
    expect(bundledSources(completeCartRoute.handler).filter((source) => source.endsWith('shared/domains/auth/authenticate.ts'))).toHaveLength(1);
    const code = bundledCode(createCartRoute.handler);
    expect(code).toContain('"takes a bearer token","none routes"');
  });

  it('an entity a function never uses leaves its bundle (defineEntity is marked pure at bundle time)', () => {
    // The cart functions import the installation and webhook stores' modules through the kit's bearer path, which their route kind folds away.
    for (const handler of [completeCartRoute.handler, getCartRoute.handler]) {
      for (const module of ['shared/domains/webhooks/webhook-subscription-entity.ts', 'shared/domains/droplets/installation-entity.ts']) expect(bundledSources(handler).filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
    expect(bundledSources(getOrderRoute.handler).filter((source) => source.endsWith('shared/domains/checkout/order-entity.ts'))).toHaveLength(1);
  });

  it('only the functions whose route takes a request body bundle the JSON body parser and the body checks (unknown and round-trip keys)', async () => {
    const shapes = await routeShapesOf(manifestHandlers());
    const bodyModules = (handler: string) => bundledSources(handler).filter((source) => source.includes('node_modules/@middy/http-json-body-parser/') || source.endsWith('shared/platform/schema/unknown-keys.ts'));
    const built = [...shapes].filter(([, shape]) => shape.body !== undefined);
    expect(built.filter(([, shape]) => !shape.body).length).toBeGreaterThan(100);
    expect(built.filter(([, shape]) => shape.body).length).toBeGreaterThan(50);
    for (const [handler, { body }] of built) {
      if (body) expect(bodyModules(handler).length, handler).toBeGreaterThanOrEqual(2);
      // A storefront family's query schema explains unknown filter keys with the same module (explainUnknownKeys): the parser is what every body function has.
      else expect(bodyModules(handler).filter((source) => source.includes('http-json-body-parser')), handler).toEqual([]);
    }
    expect(bundledCode(chargeSubscriptionRoute.handler)).toContain('"takes a request body","routes without one"');
  });

  it('a cart function builds its own route\'s schemas at import, not every cart route\'s (zod constructions counted in a fresh process)', { timeout: 120_000 }, async () => {
    const env = { TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', CURSOR_SIGNING_KEY: 'test-cursor-key' };
    const constructed = async (handler: string) => countZodConstructions(join(bundleDirOf(handler), BUNDLE_FILE), env);
    // Every cart function built all ten routes' schemas at import: 2,223 zod constructions (2,456 for completion).
    const [read, add, complete, subscribe] = (await Promise.all([getCartRoute, cartRoutes().find((route) => route.id === 'addCartItems')!, completeCartRoute, subscribeCartItemRoute].map((route) => constructed(route.handler)))) as [number, number, number, number];
    // The read built its parameters and the checkout cart view (343); the cart answers are exact and left out of the
    // deployed bundle, so it builds its parameters and the cart entity's pieces: 75.
    expect(read).toBeLessThan(100);
    // The writes add their own body, not the tax and shipping callback schemas (built on first use; 137 constructions)
    // nor the product and pack families' schemas (82): 105 and 78 (373 and 334 with the cart view).
    expect(add).toBeLessThan(140);
    expect(subscribe).toBeLessThan(140);
    // Completion built the cart and order views as well (694); without them, its body and the entities it writes: 86.
    expect(complete).toBeLessThan(120);
    expect(read).toBeLessThan(add);
  });

  it('a subscription function builds its own route\'s schemas at import; the renewal consumer builds almost none (zod constructions counted in a fresh process)', { timeout: 120_000 }, async () => {
    const env = { TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', CURSOR_SIGNING_KEY: 'test-cursor-key' };
    const constructed = async (handler: string) => countZodConstructions(join(bundleDirOf(handler), BUNDLE_FILE), env);
    const [read, cancel, update, charge, renew] = (await Promise.all([getSubscriptionRoute, cancelSubscriptionRoute, updateSubscriptionRoute, chargeSubscriptionRoute, renewSubscription].map(({ handler }) => constructed(handler)))) as [number, number, number, number, number];
    // Every subscription function built every subscription route's query and bodies (the address among them) at import: 446 for the read and the cancel, 821 for PATCH.
    // The read and the cancel build their parameters, the cancel body and the subscription view: 191 and 199.
    expect(read).toBeLessThan(230);
    expect(cancel).toBeLessThan(230);
    // PATCH and charge_now added the renewal answer and its order view (682 and 510); their answers are exact and left
    // out of the deployed bundle: PATCH builds its body with the address, charge_now its parameters: 239 and 69.
    expect(update).toBeLessThan(280);
    expect(charge).toBeLessThan(100);
    expect(charge).toBeLessThan(update);
    // The renewal consumer answers no route: it built the cart entity's pieces and the product family's schemas (227); now 37.
    expect(renew).toBeLessThan(60);
  });

  it('a droplet function builds its own route\'s schemas at import, not every droplet route\'s (zod constructions counted in a fresh process)', { timeout: 120_000 }, async () => {
    const env = { TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', CURSOR_SIGNING_KEY: 'test-cursor-key' };
    const constructed = async (handler: string) => countZodConstructions(join(bundleDirOf(handler), BUNDLE_FILE), env);
    // Every droplet function built all nine droplet routes' schemas and the installation schemas at import: 472 zod constructions.
    const [remove, read, create, installations] = (await Promise.all([deleteDropletRoute, getDropletRoute, createDropletRoute, listDropletInstallationsRoute].map((route) => constructed(route.handler)))) as [number, number, number, number];
    // The delete builds its parameters and a uuid; the read adds both droplet views.
    expect(remove).toBeLessThan(230);
    expect(read).toBeLessThan(250);
    // The create builds its body (settings pages, extension and webhook URLs, scopes) and the owner view.
    expect(create).toBeLessThan(400);
    expect(remove).toBeLessThan(read);
    expect(read).toBeLessThan(create);
    // An installation function builds neither the droplet schemas nor the other installation routes' (148 before).
    expect(installations).toBeLessThan(120);
  });

  it('an order function builds the order view and its own route\'s query or body at import, not every order route\'s (zod constructions counted in a fresh process)', { timeout: 120_000 }, async () => {
    const env = { TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', CURSOR_SIGNING_KEY: 'test-cursor-key' };
    const constructed = async (handler: string) => countZodConstructions(join(bundleDirOf(handler), BUNDLE_FILE), env);
    // Every order function built all eight routes' schemas at import: 532 zod constructions (584 for the cancel and the refund).
    const [read, list, refund] = (await Promise.all([getOrderRoute, listOrdersRoute, createRefundRoute].map((route) => constructed(route.handler)))) as [number, number, number];
    // The read builds its parameters and the order view (every order route answers it).
    expect(read).toBeLessThan(420);
    // The list adds its filters; the refund its body, the refund view and the refund path's entities.
    expect(list).toBeLessThan(460);
    expect(refund).toBeLessThan(500);
    expect(read).toBeLessThan(list);
    expect(read).toBeLessThan(refund);
  });

  it('a member function builds its own route\'s schemas at import; no function builds the pagination schemas its route does not use (zod constructions counted in a fresh process)', { timeout: 120_000 }, async () => {
    const env = { TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', CURSOR_SIGNING_KEY: 'test-cursor-key' };
    const constructed = async (handler: string) => countZodConstructions(join(bundleDirOf(handler), BUNDLE_FILE), env);
    const [read, list, create] = (await Promise.all([getMemberRoute, listMembersRoute, createMemberRoute].map(({ handler }) => constructed(handler)))) as [number, number, number];
    // Every member function built every member route's schemas and all four pagination schemas at import: 243 for the read.
    // The read builds its parameters and the member view; the list adds its offset query, the create its body.
    expect(read).toBeLessThan(150);
    expect(read).toBeLessThan(list);
    expect(read).toBeLessThan(create);
  });

  it('the droplet entity\'s settings and extension schemas are built on first use: fan-out, installs and callbacks build none at import (zod constructions counted in a fresh process)', { timeout: 120_000 }, async () => {
    const env = { TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', PUBLIC_BASE_URL: 'http://127.0.0.1:3000', CURSOR_SIGNING_KEY: 'test-cursor-key' };
    const constructed = async (handler: string) => countZodConstructions(join(bundleDirOf(handler), BUNDLE_FILE), env);
    const [fanOut, install, callback] = (await Promise.all([fanOutEvent, installDropletRoute, createCallbackRegistrationRoute].map(({ handler }) => constructed(handler)))) as [number, number, number];
    // Before: 285, 205 and 240, of which 95 the extension manifest's and droplet settings' schemas (built at import by every function reaching the droplet entity).
    expect(fanOut).toBeLessThan(200);
    expect(install).toBeLessThan(120);
    expect(callback).toBeLessThan(160);
  });

  it('functions that only name a storefront family\'s items bundle no family they do not run: share links, order cancel and refund, legacy media lists, playlist reads and deletes', () => {
    // The products family holds prices and the country table; the family table every family's fields, hooks and cross-references.
    const products = ['shared/domains/storefront/families/products.ts', 'shared/domains/company/country-table.ts'];
    const noFamilyRun = {
      'share-links/create-share-link': ['shared/domains/storefront/families/index.ts', ...products],
      [cancelOrderRoute.handler]: products,
      [createRefundRoute.handler]: products,
      [listLegacyMediaRoute.handler]: ['shared/domains/storefront/families/products.ts', 'shared/domains/storefront/families/pages.ts'],
      [listMediumLeadsRoute.handler]: ['shared/domains/storefront/media/legacy-media-list.ts', 'shared/domains/storefront/families/pages.ts', ...products],
      ...Object.fromEntries(['delete', 'get-company', 'list-company', 'list-public'].map((route) => [`storefront/playlists/${route}`, ['shared/domains/storefront/families/posts.ts', 'shared/domains/storefront/families/media.ts', ...products]])),
      // The public category reads answer no product ids and no member list.
      ...Object.fromEntries(['get-public', 'list-public'].map((route) => [`storefront/categories/${route}`, ['shared/domains/storefront/families/product-membership.ts', ...products]])),
    };
    for (const [handler, modules] of Object.entries(noFamilyRun)) {
      const sources = bundledSources(handler);
      for (const module of modules) expect(sources.filter((source) => source.endsWith(module)), `${handler} bundles ${module}`).toEqual([]);
    }
    // What they run stays: the restock, the legacy list's product rendering, the playlist writes' and public lookup's item reads.
    expect(bundledSources(createRefundRoute.handler).filter((source) => source.endsWith('shared/domains/orders/restock.ts'))).toHaveLength(1);
    expect(bundledSources(listLegacyMediaRoute.handler).filter((source) => source.endsWith('shared/domains/company/country-table.ts'))).toHaveLength(1);
    for (const route of ['create', 'update', 'get-public']) expect(bundledSources(`storefront/playlists/${route}`).filter((source) => source.endsWith('shared/domains/storefront/families/products.ts')), route).toHaveLength(1);
    for (const route of ['create', 'get-company', 'list-products']) expect(bundledSources(`storefront/categories/${route}`).filter((source) => source.endsWith('shared/domains/storefront/families/product-membership.ts')), route).toHaveLength(1);
  });

  it('refuses to synthesize a function whose bundle was not built, naming the command to run', () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'no-build-'));
    scratch.push(buildDir);
    const stack = new Stack(new App(), 'Missing');
    expect(() => new HandlerFunction(stack, 'Fn', { handler: 'company/get-company', description: 'x', environment: {}, buildDir })).toThrow(MissingBundleError);
    expect(() => new HandlerFunction(stack, 'Fn2', { handler: 'company/get-company', description: 'x', environment: {}, buildDir })).toThrow(/npm run build:functions/);
  });
});

/** The functions that price a cart on a request (and may call its pricing callbacks). */
const pricingWrites = () => [...cartRoutes().filter((route) => route !== getCartRoute), subscribeCartItemRoute, completeCartRoute, updateSubscriptionRoute, chargeSubscriptionRoute];
