import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AwsJsonEndpoint, AwsJsonError } from '../../lib/local/aws-json-endpoint';
import { keySecretVariables } from '../../shared/platform/secrets/service-keys';

const cursorArn = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:cursor-key-AbCdEf';
const sealingArn = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:sealing-key-AbCdEf';

/** Secrets Manager's GetSecretValue over the staging labels of each secret (what AWS holds mid-rotation). */
let stages: Record<string, Record<string, string>>;
let calls: Array<{ SecretId: string; VersionStage?: string }>;
const endpoint = new AwsJsonEndpoint();
endpoint.register('secretsmanager.GetSecretValue', (input: { SecretId: string; VersionStage?: string }) => {
  calls.push(input);
  const value = stages[input.SecretId]?.[input.VersionStage ?? 'AWSCURRENT'];
  if (value === undefined)
    throw new AwsJsonError('ResourceNotFoundException', `No version with stage ${input.VersionStage}`);
  return { ARN: input.SecretId, Name: input.SecretId, SecretString: value, VersionStages: [input.VersionStage] };
});

let saved: NodeJS.ProcessEnv;
beforeAll(async () => {
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = await endpoint.listen();
  saved = { ...process.env };
});
afterAll(() => endpoint.close());
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  vi.resetModules();
});

/** A Lambda container's environment: the secret ARNs and no plain keys; modules imported after this load afresh. */
function secretArnsOnly(): void {
  delete process.env.CURSOR_SIGNING_KEY;
  delete process.env.SECRETS_ENCRYPTION_KEY;
  process.env[keySecretVariables.cursorSigningKey] = cursorArn;
  process.env[keySecretVariables.sealingKey] = sealingArn;
  vi.resetModules();
}

/** Imports the key modules as a Lambda container would: only the secret ARNs in its environment. */
async function coldStart() {
  secretArnsOnly();
  const keys = await import('../../shared/platform/secrets/service-keys');
  const box = await import('../../shared/platform/crypto/secret-box');
  (await import('../../shared/platform/config')).resetConfig();
  await keys.serviceKeysReady();
  return {
    ...keys,
    ...box,
    cursorSigningKey: keys.serviceKeyReader('cursorSigningKey'),
    sealingKeyRing: keys.serviceKeyReader('sealing'),
  };
}

describe('service keys from Secrets Manager', () => {
  it('importing the module reads no secret: only the functions that use the keys preload them', async () => {
    stages = { [cursorArn]: { AWSCURRENT: 'cursor-1' }, [sealingArn]: { AWSCURRENT: 'seal-1' } };
    calls = [];
    secretArnsOnly();
    const keys = await import('../../shared/platform/secrets/service-keys');
    (await import('../../shared/platform/config')).resetConfig();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    keys.preloadServiceKeys();
    await keys.serviceKeysReady();
    expect(calls.length).toBe(4);
  });

  it('a function that signs cursors reads the keys once, and its requests wait for them', async () => {
    stages = { [cursorArn]: { AWSCURRENT: 'cursor-1' }, [sealingArn]: { AWSCURRENT: 'seal-1' } };
    calls = [];
    secretArnsOnly();
    (await import('../../shared/platform/config')).resetConfig();
    const { encodeCursor, decodeCursor } = await import('../../shared/platform/db/cursor');
    const { requestsReady } = await import('../../shared/platform/request-readiness');
    await requestsReady();
    expect(calls.length).toBe(4);
    const scope = { companyId: 1, list: 'listOrders' };
    expect(decodeCursor(encodeCursor({ pk: 'a' }, scope), scope)).toEqual({ pk: 'a' });
    await requestsReady();
    expect(calls.length).toBe(4);
  });

  it("openSecretOnDemand (a pricing callback's token) reads the keys on the first call that needs them, once, with every stage of a rotation", async () => {
    stages = { [cursorArn]: { AWSCURRENT: 'cursor-1' }, [sealingArn]: { AWSCURRENT: 'seal-0' } };
    const sealedBefore = (await coldStart()).sealSecret('verification token');
    stages[sealingArn] = { AWSCURRENT: 'seal-1', AWSPREVIOUS: 'seal-0' };
    secretArnsOnly();
    (await import('../../shared/platform/config')).resetConfig();
    const { openSecretOnDemand } = await import('../../shared/platform/crypto/secret-box');
    calls = [];
    expect(await openSecretOnDemand(sealedBefore)).toBe('verification token');
    expect(calls).toHaveLength(4);
    expect(await openSecretOnDemand(sealedBefore)).toBe('verification token');
    expect(calls).toHaveLength(4);
    await expect(openSecretOnDemand(`${sealedBefore.slice(0, -2)}xx`)).rejects.toThrow(/does not open/);
  });

  it('a request fails while the keys cannot be read, and the next request reads them again', async () => {
    stages = { [cursorArn]: { AWSCURRENT: 'cursor-1' }, [sealingArn]: {} };
    calls = [];
    secretArnsOnly();
    (await import('../../shared/platform/config')).resetConfig();
    const { sealSecret, openSecret } = await import('../../shared/platform/crypto/secret-box');
    const { requestsReady } = await import('../../shared/platform/request-readiness');
    await expect(requestsReady()).rejects.toThrow();
    stages[sealingArn] = { AWSCURRENT: 'seal-1' };
    await requestsReady();
    expect(openSecret(sealSecret('value'))).toBe('value');
  });

  it('reads both keys once at init; requests then cost no call', async () => {
    stages = { [cursorArn]: { AWSCURRENT: 'cursor-1' }, [sealingArn]: { AWSCURRENT: 'seal-1' } };
    calls = [];
    const { cursorSigningKey, sealingKeyRing, sealSecret, openSecret } = await coldStart();
    const atInit = calls.length;
    expect(atInit).toBe(4);
    expect(cursorSigningKey()).toBe('cursor-1');
    expect(sealingKeyRing()).toEqual({ current: 'seal-1', decryptOnly: [] });
    for (let i = 0; i < 20; i++) openSecret(sealSecret(`value ${i}`));
    expect(calls.length).toBe(atInit);
    expect(
      calls.map((call) => `${call.SecretId === cursorArn ? 'cursor' : 'sealing'}:${call.VersionStage}`).sort(),
    ).toEqual(['cursor:AWSCURRENT', 'sealing:AWSCURRENT', 'sealing:AWSPENDING', 'sealing:AWSPREVIOUS'].sort());
  });

  it('mid-rotation: seals with AWSCURRENT and opens what AWSPENDING and AWSPREVIOUS sealed', async () => {
    stages = {
      [cursorArn]: { AWSCURRENT: 'cursor-1' },
      [sealingArn]: { AWSCURRENT: 'seal-2', AWSPENDING: 'seal-3', AWSPREVIOUS: 'seal-1' },
    };
    calls = [];
    const container = await coldStart();
    expect(container.sealingKeyRing()).toEqual({ current: 'seal-2', decryptOnly: ['seal-3', 'seal-1'] });

    stages[sealingArn] = { AWSCURRENT: 'seal-1' };
    const sealedUnderOld = (await coldStart()).sealSecret('sealed before the rotation');
    stages[sealingArn] = { AWSCURRENT: 'seal-3' };
    const sealedUnderPending = (await coldStart()).sealSecret('sealed by a container that already promoted');

    expect(container.openSecret(sealedUnderOld)).toBe('sealed before the rotation');
    expect(container.openSecret(sealedUnderPending)).toBe('sealed by a container that already promoted');
  });

  it('fails the cold start when the current key cannot be read (no silent fallback)', async () => {
    stages = { [cursorArn]: { AWSCURRENT: 'cursor-1' }, [sealingArn]: {} };
    calls = [];
    await expect(coldStart()).rejects.toThrow();
  });

  it('prefers plain keys when they are set (local runtime, tests, sam local), without calling AWS', async () => {
    calls = [];
    process.env[keySecretVariables.sealingKey] = sealingArn;
    process.env.SECRETS_ENCRYPTION_KEY = 'local-key';
    process.env.CURSOR_SIGNING_KEY = 'local-cursor';
    vi.resetModules();
    const { serviceKeyReader } = await import('../../shared/platform/secrets/service-keys');
    (await import('../../shared/platform/config')).resetConfig();
    const [sealingKeyRing, cursorSigningKey] = [serviceKeyReader('sealing'), serviceKeyReader('cursorSigningKey')];
    expect(sealingKeyRing().current).toBe('local-key');
    expect(cursorSigningKey()).toBe('local-cursor');
    expect(calls).toHaveLength(0);
  });
});
