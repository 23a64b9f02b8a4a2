#!/usr/bin/env node
/**
 * CDK entry (cdk.json runs it with tsx). Builds every function first (.build/functions/), so what
 * synthesizes is always the current source.
 *
 *   npx cdk synth --quiet              deployable layout: Core, Api, Events, Routes-<Surface>-<n>
 *   npx cdk synth -c sam=true --quiet  one flat stack for SAM CLI (README "sam local" has the steps)
 *
 * Context: `reuseFunctionsBuild` (rebuild only when the build is older than the sources),
 * `serviceName`, `mailFrom` (an SES-verified sender; required except with `sam`),
 * `storefrontDomain` with `certificateArn` and/or `hostedZoneId`, `sam`, and with it `samOnly`
 * (surfaces, functions/ folders or route ids: the whole manifest exceeds CloudFormation's 500
 * resources in one template).
 */
import { App } from 'aws-cdk-lib';
import { consumers, manifest } from '../functions/manifest';
import { buildApp } from '../lib/build-app';
import type { StorefrontDomainProps } from '../lib/stacks/api-stack';
import { buildFunctions } from '../lib/bundling/build-functions';
import { ensureFunctionsBuilt } from '../lib/bundling/ensure-functions-built';
import { manifestHandlers } from '../lib/bundling/manifest-handlers';

const app = new App();

const started = performance.now();
if (isTrue(app.node.tryGetContext('reuseFunctionsBuild'))) {
  // A second full build here would repeat, minutes long, the one the caller has just made.
  if (await ensureFunctionsBuilt())
    console.error(`Rebuilt the functions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else {
  const built = await buildFunctions({ handlers: manifestHandlers() });
  console.error(`Built ${built.length} functions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

buildApp(app, {
  routes: manifest,
  consumers,
  sam: isTrue(app.node.tryGetContext('sam')),
  samOnly: listOf(app.node.tryGetContext('samOnly')),
  serviceName: app.node.tryGetContext('serviceName'),
  mailFrom: app.node.tryGetContext('mailFrom'),
  storefront: storefrontOf(app),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});

/** `-c storefrontDomain=` with its `certificateArn` and `hostedZoneId`; none without a domain. */
function storefrontOf(scope: App): StorefrontDomainProps | undefined {
  const domain: unknown = scope.node.tryGetContext('storefrontDomain');
  if (typeof domain !== 'string' || !domain) return undefined;
  return {
    domain,
    certificateArn: scope.node.tryGetContext('certificateArn'),
    hostedZoneId: scope.node.tryGetContext('hostedZoneId'),
  };
}

/** Context from `-c key=value` arrives as a string; cdk.json may hold a boolean. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** `-c samOnly=a,b` arrives as a string; cdk.json may hold a list. */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}
