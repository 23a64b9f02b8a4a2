import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { consumers } from '../../functions/manifest';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { buildApp, type BuildAppOptions } from '../../lib/build-app';
import { acknowledgeNagFindings } from '../../lib/nag-acknowledgements';

const root = resolve(import.meta.dirname, '../..');

/** cdk.json's context (feature flags), so tests synthesize what `cdk synth` deploys. */
const cdkContext: Record<string, unknown> = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')).context;

/** One synthesized stack. */
export interface SynthesizedStack {
  readonly name: string;
  readonly template: Template;
  readonly resourceCount: number;
  /** Stacks this one deploys after (asset manifests left out). */
  readonly dependencies: readonly string[];
}

/** A synthesized app: its stacks in creation order and the cloud assembly directory. */
export interface SynthesizedApp {
  readonly stacks: readonly SynthesizedStack[];
  readonly directory: string;
  /** The stack of that name; throws if absent. */
  stack(name: string): SynthesizedStack;
  /** The synthesized app (to run checks over its construct tree). */
  readonly app: App;
}

/** How {@link synthesize} runs. */
export interface SynthOptions {
  /**
   * Copy each function's bundle directory into the cloud assembly, as `cdk synth` does. Off, the
   * assets point at .build/functions in place (hashed all the same), which keeps the many
   * synthesizing tests from copying every bundle each time.
   * @default false
   */
  readonly stage?: boolean;
  /**
   * Run CDK's built-in CloudFormation validation (as `cdk synth` does). Its WASM engine costs
   * seconds to start in every test process, so only the validation tests turn it on.
   * @default false
   */
  readonly validate?: boolean;
  /**
   * Acknowledge the accepted cdk-nag findings (lib/nag-acknowledgements.ts) before synthesizing,
   * so `app` can be checked with the packs afterwards.
   * @default false
   */
  readonly nag?: boolean;
}

/** Options of {@link synthesize}: those of buildApp, with the manifest's consumers by default. */
export type SynthAppOptions = Omit<BuildAppOptions, 'consumers'> & Partial<Pick<BuildAppOptions, 'consumers'>>;

/** The sender tests deploy with (a deployable synthesis requires one, as `cdk synth -c mailFrom=` does). */
export const testMailFrom = 'no-reply@mail.example.com';

/**
 * Builds and synthesizes the app (with the manifest's consumers and {@link testMailFrom} unless
 * `options` names others; `mailFrom: undefined` synthesizes without a sender) over the bundles the global setup built (`npm run build:functions`).
 */
export function synthesize(
  options: SynthAppOptions,
  { stage = false, validate = false, nag = false }: SynthOptions = {},
): SynthesizedApp {
  const app = new App({
    builtinCloudFormationValidation: validate,
    context: {
      ...cdkContext,
      // The CLI turns asset metadata on (SAM CLI reads it); so do the tests.
      'aws:cdk:enable-asset-metadata': true,
      ...(stage ? {} : { 'aws:cdk:disable-asset-staging': true }),
    },
  });
  const built = buildApp(app, { consumers, mailFrom: testMailFrom, ...options });
  if (nag) acknowledgeNagFindings(app);
  const assembly = app.synth();
  const stacks = built.stacks.map((stack) => {
    const artifact = assembly.getStackByName(stack.stackName);
    const json = artifact.template;
    return {
      name: stack.stackName,
      template: Template.fromJSON(json),
      resourceCount: Object.keys(json.Resources ?? {}).length,
      dependencies: artifact.dependencies.map((dependency) => dependency.id).filter((id) => !id.endsWith('.assets')),
    };
  });
  return {
    stacks,
    app,
    directory: assembly.directory,
    stack(name) {
      const found = stacks.find((s) => s.name === name);
      if (!found) throw new Error(`No stack ${name}; have ${stacks.map((s) => s.name).join(', ')}`);
      return found;
    },
  };
}

/** Properties of every resource of `type` across the given stacks. */
export function resourcesOf(
  stacks: readonly SynthesizedStack[],
  type: string,
): Array<{ stack: string; id: string; resource: any }> {
  return stacks.flatMap((stack) =>
    Object.entries(stack.template.findResources(type)).map(([id, resource]) => ({ stack: stack.name, id, resource })),
  );
}

/**
 * A manifest of `count` synthetic routes spread over `surfaces`, all served by an existing
 * handler file (entries must exist even when bundling is skipped), plus the real catch-all.
 */
export function syntheticRoutes(
  count: number,
  surfaces: readonly RouteDefinition['surface'][],
  fallback: RouteDefinition,
): RouteDefinition[] {
  const methods: RouteDefinition['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const routes = Array.from(
    { length: count },
    (_, i): RouteDefinition => ({
      id: `synthetic${i}`,
      method: methods[i % methods.length]!,
      path: `/api/synthetic/resource${Math.floor(i / methods.length)}/{id}`,
      handler: 'company/get-company',
      surface: surfaces[i % surfaces.length]!,
      auth: { kind: 'none' },
      summary: `Synthetic route ${i}`,
      response: { status: 200 },
    }),
  );
  return [fallback, ...routes];
}
