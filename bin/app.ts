#!/usr/bin/env node
/**
 * CDK entry (cdk.json runs it with tsx). Builds every function first (`npm run build:functions`,
 * .build/functions/), so what synthesizes is always the current source; the stacks deploy those
 * directories as they are.
 *
 *   npx cdk synth --quiet              deployable layout: Core, Api, Events, Routes-<Surface>-<n>
 *   npx cdk synth -c sam=true --quiet  one flat stack for SAM CLI:
 *   sam local start-api -t cdk.out/CommercePlatform-Sam.template.json --env-vars env.json
 *
 * SAM CLI resolves neither the API nor the CDN URL and cannot reach the key secrets: give the
 * functions CURSOR_SIGNING_KEY and SECRETS_ENCRYPTION_KEY (plain keys win over the secret ARNs),
 * PUBLIC_BASE_URL, MEDIA_URL_PREFIX and TABLE_NAME (plus DYNAMODB_ENDPOINT) via --env-vars. It
 * ignores the consumers' event sources. README "sam local" has the exact steps.
 *
 * Context: `reuseFunctionsBuild` (`-c reuseFunctionsBuild=true`: build the functions only when
 * their build is older than their sources, as template mode does, whose callers (the suite's
 * audit, smoke, `npm start`) have usually just built them; a deploy always rebuilds),
 * `serviceName` (cdk.json), `mailFrom` (`-c mailFrom=no-reply@example.com`, an
 * SES-verified sender; required except with `sam`), `storefrontDomain` with `certificateArn`
 * and/or `hostedZoneId` (the shops' domain; without it synthesis warns), `sam`, and with it `samOnly`
 * (`-c samOnly=webhooks,members`: surfaces, functions/ folders or route ids; the whole manifest
 * exceeds CloudFormation's 500 resources in one template).
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
