import { type Environment, type Stack, Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ConsumerDefinition } from '../shared/edge/consumers/consumer-definition';
import type { RouteDefinition } from '../shared/edge/http/route';
import { watchStack } from './alarms';
import { defaultRoutePath } from './constructs/api-route';
import type { CoreResourcesProps } from './constructs/core-resources';
import type { HandlerFunctionOptions } from './constructs/handler-function';
import type { CommerceHttpApiProps } from './constructs/http-api';
import { groupRoutes } from './route-groups';
import { selectSamRoutes } from './sam-selection';
import { grantServiceKeys } from './service-key-access';
import { ApiStack, type StorefrontDomainProps } from './stacks/api-stack';
import { CoreStack } from './stacks/core-stack';
import { EventsStack } from './stacks/events-stack';
import { RoutesStack } from './stacks/routes-stack';
import { SamStack } from './stacks/sam-stack';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** The route manifest (normally `manifest` of functions/manifest.ts). */
  readonly routes: readonly RouteDefinition[];
  /** The event consumers (normally `consumers` of functions/manifest.ts). */
  readonly consumers: readonly ConsumerDefinition[];
  /**
   * Emit one flat stack for `sam local start-api` instead of the deployable layout.
   * @default false
   */
  readonly sam?: boolean;
  /**
   * With `sam`, only these surfaces, functions/ folders or route ids (see selectSamRoutes).
   * @default [] - every route
   */
  readonly samOnly?: readonly string[];
  /**
   * Prefix of every stack name.
   * @default 'CommercePlatform'
   */
  readonly prefix?: string;
  /**
   * SERVICE_NAME of every function.
   * @default 'commerce-platform'
   */
  readonly serviceName?: string;
  /**
   * MAIL_FROM of every function: an SES-verified sender identity (`-c mailFrom=`). Required for
   * the deployable layout, which throws {@link missingMailFromMessage} without it: sign-up,
   * sign-in links and event notifications cannot work without a sender.
   * @default - none; allowed only with `sam` (local testing, mail goes nowhere)
   */
  readonly mailFrom?: string;
  /**
   * The storefront domain (`-c storefrontDomain=`, with `certificateArn` and/or `hostedZoneId`):
   * a CloudFront distribution serving `https://<shop>.<domain>` and STOREFRONT_DOMAIN on every function.
   * @default - none: synthesis warns that shops have no address
   */
  readonly storefront?: StorefrontDomainProps;
  /**
   * Most routes per route stack. 9 resources per route (see ApiRoute), so 40 routes stay near
   * 360 resources, clear of CloudFormation's 500.
   * @default 40
   */
  readonly maxRoutesPerStack?: number;
  /**
   * Account and region of every stack.
   * @default - environment-agnostic
   */
  readonly env?: Environment;
  /** @default - see {@link CoreResourcesProps} */
  readonly core?: CoreResourcesProps;
  /** @default - see {@link CommerceHttpApiProps} */
  readonly api?: CommerceHttpApiProps;
  /** @default - the defaults of HandlerFunction (consumers always take the pipeline's consumer timeout) */
  readonly functionOptions?: HandlerFunctionOptions;
}

/**
 * Why a deployable synthesis without a sender stops: without MAIL_FROM the functions get no
 * `ses:SendEmail`, and every sign-up, sign-in link and event notification fails once deployed.
 */
export const missingMailFromMessage =
  'Missing context value mailFrom: pass an SES-verified sender, e.g. `npx cdk deploy --all -c mailFrom=no-reply@example.com` ' +
  '(README "Deploying": verify the identity in SES and leave the SES sandbox first). Only `-c sam=true` synthesizes without one.';

/** Stacks created by {@link buildApp}, in dependency order. */
export interface BuiltApp {
  readonly stacks: readonly Stack[];
}

/**
 * Adds the platform's stacks to `scope` (normally an App). Deployable layout: a core stack
 * (table, secrets, bus, queues, media bucket, schedule group), an API stack (HTTP API, stage,
 * `$default` route), an events stack (consumers, reminder target) and route stacks per surface
 * and chunk. With `sam`, one flat stack holding all of it.
 */
export function buildApp(scope: Construct, options: BuildAppOptions): BuiltApp {
  const prefix = options.prefix ?? 'CommercePlatform';
  const serviceName = options.serviceName ?? 'commerce-platform';
  const { env, functionOptions, mailFrom } = options;
  Tags.of(scope).add('service', serviceName);

  if (!options.sam && !mailFrom) throw new Error(missingMailFromMessage);

  const fallbacks = options.routes.filter((route) => route.path === defaultRoutePath);
  if (fallbacks.length > 1) {
    throw new Error(`Only one ${defaultRoutePath} route may exist, found ${fallbacks.map((r) => r.id).join(', ')}`);
  }

  if (options.sam) {
    const stack = new SamStack(scope, `${prefix}-Sam`, {
      env,
      description: 'Commerce platform API, flat for SAM CLI local testing (not for deployment)',
      routes: selectSamRoutes(options.routes, options.samOnly ?? []),
      consumers: options.consumers,
      serviceName,
      mailFrom,
      core: options.core,
      api: options.api,
      functionOptions,
    });
    return { stacks: [stack] };
  }

  const core = new CoreStack(scope, `${prefix}-Core`, {
    env,
    description: 'Commerce platform API: table and shared stateful resources',
    core: options.core,
    serviceName,
    prefix,
  });
  const api = new ApiStack(scope, `${prefix}-Api`, {
    env,
    description: 'Commerce platform API: HTTP API, stage and catch-all route',
    core: core.core,
    serviceName,
    mailFrom,
    storefront: options.storefront,
    fallbackRoute: fallbacks[0],
    api: options.api,
    functionOptions,
  });
  const events = new EventsStack(scope, `${prefix}-Events`, {
    env,
    description: 'Commerce platform API: event pipeline consumers and the reminder target',
    consumers: options.consumers,
    core: core.core,
    environment: api.functionEnvironment,
    mailFrom,
    functionOptions,
  });
  const resources = core.core.functionResources({
    mailFrom,
    scheduleTargets: events.consumers.scheduleTargets,
    storefrontOriginSecret: api.storefront?.originSecret,
  });

  const pathRoutes = options.routes.filter((route) => route.path !== defaultRoutePath);
  const routeStacks = groupRoutes(pathRoutes, options.maxRoutesPerStack ?? 40).map(
    (group) =>
      new RoutesStack(scope, `${prefix}-Routes-${capitalize(group.surface)}-${group.chunk}`, {
        env,
        description: `Commerce platform API: ${group.surface} routes, part ${group.chunk}`,
        routes: group.routes,
        httpApi: api.api.httpApi,
        table: core.core.table.table,
        resources,
        environment: api.functionEnvironment,
        functionOptions,
      }),
  );

  for (const stack of [api, events, ...routeStacks]) grantServiceKeys(stack, core.core);
  for (const stack of [core, api, events, ...routeStacks]) watchStack(stack, core.alarmAction);
  return { stacks: [core, api, events, ...routeStacks] };
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
