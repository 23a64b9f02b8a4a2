import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../lib/bundling/bundle-paths';
import { startValidatingProxy, type ValidatingProxy } from './contract/validating-proxy';
import type { JsonSchema } from './fuzz/schema-arbitrary';
import { setup as startSuite, teardown as stopSuite } from './global-setup';

let proxy: ValidatingProxy | undefined;

/** The full list of disagreements of the last run. */
const reportFile = join(projectRoot, 'cdk.out.suite', 'contract.json');

/**
 * The integration setup, with a validating proxy (helpers/contract/validating-proxy.ts) between the
 * tests and the API: it reads the document the API serves (`GET /api/openapi.json`), then every
 * test's `baseUrl` is the proxy, so each request the suite makes is judged against that document.
 */
export async function setup(project: TestProject): Promise<void> {
  await startSuite(project);
  const apiBaseUrl = project.getProvidedContext().baseUrl;
  const served = await fetch(`${apiBaseUrl}/api/openapi.json`);
  if (!served.ok) throw new Error(`the served OpenAPI document answered ${served.status}`);
  proxy = await startValidatingProxy(apiBaseUrl, (await served.json()) as JsonSchema);
  project.provide('baseUrl', proxy.baseUrl);
}

/**
 * Stops the proxy and the suite; the run fails on any exchange the document does not declare,
 * listed by operation with its first requests (all of them in cdk.out.suite/contract.json).
 */
export async function teardown(): Promise<void> {
  const found = proxy;
  await proxy?.close();
  await stopSuite();
  if (!found) return;
  mkdirSync(join(projectRoot, 'cdk.out.suite'), { recursive: true });
  writeFileSync(reportFile, `${JSON.stringify(found.disagreements, null, 2)}\n`);
  console.log(
    `[contract] ${found.counts.exchanges} exchanges, ${found.counts.checked} against a documented operation: ${found.disagreements.length} disagreements (${reportFile})`,
  );
  if (!found.disagreements.length) return;
  const byOperation = new Map<string, string[]>();
  for (const disagreement of found.disagreements) {
    const key = `${disagreement.operation}: ${disagreement.problems.join('; ')}`;
    const requests = byOperation.get(key) ?? [];
    requests.push(`${disagreement.request} → ${disagreement.status}`);
    byOperation.set(key, requests);
  }
  process.exitCode = 1;
  throw new Error(
    `The server and its OpenAPI document disagree:\n${[...byOperation]
      .map(
        ([key, requests]) =>
          `- ${key}\n    ${requests.slice(0, 3).join('\n    ')}${requests.length > 3 ? `\n    (+${requests.length - 3} more)` : ''}`,
      )
      .join('\n')}`,
  );
}
