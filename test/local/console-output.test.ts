import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discardChildRuntime, startChildRuntime, type ChildRuntime } from '../helpers/child-runtime';

describe('npm start console', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-output-'));
  let runtime: ChildRuntime | undefined;
  afterAll(() => discardChildRuntime(runtime, dataDir));

  it('prints one readable line per request and writes the EMF metric lines to DATA_DIR/metrics.log', async () => {
    // LOG_REQUESTS and LOG_METRICS unset, metrics enabled: what `npm start` does by default.
    runtime = await startChildRuntime(dataDir, {
      LOG_REQUESTS: '',
      LOG_METRICS: '',
      POWERTOOLS_METRICS_DISABLED: 'false',
      POWERTOOLS_LOG_LEVEL: 'WARN',
    });
    const response = await fetch(`${runtime.baseUrl}/api/company`, {
      headers: { authorization: `Bearer ${runtime.credentials.company_token}` },
    });
    expect(response.status).toBe(200);

    await expect
      .poll(() => runtime!.output(), { timeout: 10_000 })
      .toMatch(/^\[api\] GET \/api\/company → 200 \(\d+\.\d ms\)$/m);
    const metricsFile = join(dataDir, 'metrics.log');
    await expect
      .poll(() => existsSync(metricsFile) && readFileSync(metricsFile, 'utf8'), { timeout: 10_000 })
      .toContain('"getCompany"');
    for (const metricLine of readFileSync(metricsFile, 'utf8').trim().split('\n'))
      expect(JSON.parse(metricLine)._aws.CloudWatchMetrics).toBeDefined();
    expect(runtime.output()).not.toContain('"_aws"');
    expect(runtime.output()).toContain(`Metrics (EMF)     ${metricsFile} (LOG_METRICS=1 prints them here)`);
  }, 240_000);
});
