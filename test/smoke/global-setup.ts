import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { templateAssemblyDir } from '../../lib/local/cloud-assembly';
import { ensureFunctionsBuilt } from '../../lib/bundling/ensure-functions-built';
import { startLocalRuntime, type LocalRuntime } from '../../lib/local/runtime';

let runtime: LocalRuntime | undefined;

/**
 * The deploy smoke suite's target: `BASE_URL` (a deployed stack; COMPANY_TOKEN and
 * ROOT_ADMIN_TOKEN of it in the environment), or else the synthesized template served by the
 * local runtime in template mode (`LOCAL_FROM_TEMPLATE=1`), in memory on free ports.
 */
export async function setup(project: TestProject): Promise<void> {
  // Vite sets BASE_URL to its own base path ('/'); only a URL names a deployed stack.
  if (process.env.BASE_URL?.startsWith('http')) {
    project.provide('smoke', {
      baseUrl: process.env.BASE_URL.replace(/\/$/, ''),
      companyToken: required('COMPANY_TOKEN'),
      rootAdminToken: required('ROOT_ADMIN_TOKEN'),
      shop: process.env.SMOKE_SHOP ?? 'demo',
      local: false,
    });
    return;
  }
  await ensureFunctionsBuilt();
  // Loopback receivers, as `npm start` allows them when asked; quiet function logs.
  process.env.ALLOW_PRIVATE_TARGETS = '1';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  runtime = await startLocalRuntime({
    port: 0,
    dataDir: null,
    fromTemplate: true,
    rateLimitPerSecond: 100_000,
    rateLimitBurst: 100_000,
  });
  project.provide('smoke', {
    baseUrl: runtime.baseUrl,
    companyToken: runtime.credentials.company_token,
    rootAdminToken: runtime.credentials.root_admin_token,
    shop: 'demo',
    local: true,
  });
}

/** Writes the run's audit (denied calls, missing variables, unused grants) next to the assembly, then stops. */
export async function teardown(): Promise<void> {
  if (runtime?.audit) {
    const audit = await runtime.audit();
    writeFileSync(join(templateAssemblyDir, 'template-audit.json'), `${JSON.stringify(audit, null, 2)}\n`);
    console.log(
      `[smoke] audit: ${audit.evaluated} authorizations evaluated, ${audit.denied.length} denied, ${audit.missingEnvironment.length} functions missing variables, ` +
        `${audit.unusedGrants.length} functions with unused grants, ${audit.notExercised.length} functions not exercised (${join(templateAssemblyDir, 'template-audit.json')})`,
    );
  }
  await runtime?.stop();
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`BASE_URL is set: ${name} of the deployed stack is needed too (README "Deploying")`);
  return value;
}

declare module 'vitest' {
  export interface ProvidedContext {
    smoke: { baseUrl: string; companyToken: string; rootAdminToken: string; shop: string; local: boolean };
  }
}
