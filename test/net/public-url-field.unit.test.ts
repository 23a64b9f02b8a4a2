import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../shared/platform/config';
import { ALLOW_PRIVATE_TARGETS_HINT, publicUrlField } from '../../shared/platform/net/public-url-schema';

const messages = (url: string) => {
  const result = publicUrlField().safeParse(url);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a webhook or callback URL refused for being local says how to allow it locally', () => {
  let previous: string | undefined;
  beforeEach(() => {
    previous = process.env.ALLOW_PRIVATE_TARGETS;
    delete process.env.ALLOW_PRIVATE_TARGETS;
    resetConfig();
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.ALLOW_PRIVATE_TARGETS;
    else process.env.ALLOW_PRIVATE_TARGETS = previous;
    resetConfig();
  });

  it.each([
    ['http on loopback', 'http://127.0.0.1:4000/hook', 'must use https'],
    ['https on loopback', 'https://127.0.0.1:4000/hook', 'points at a'],
    ['localhost', 'https://localhost:4000/hook', 'points at a local or internal host name'],
  ])('%s', (_case, url, reason) => {
    expect(messages(url)).toEqual([expect.stringContaining(reason)]);
    expect(messages(url)[0]!.endsWith(`; ${ALLOW_PRIVATE_TARGETS_HINT}`)).toBe(true);
    expect(ALLOW_PRIVATE_TARGETS_HINT).toContain('ALLOW_PRIVATE_TARGETS=1');
  });

  it('does not offer the setting for refusals it does not lift (metadata services, credentials)', () => {
    expect(messages('https://169.254.169.254/latest')[0]).not.toContain('ALLOW_PRIVATE_TARGETS');
    expect(messages('https://user:pw@example.com/hook')[0]).not.toContain('ALLOW_PRIVATE_TARGETS');
  });

  it('accepts the local receiver once the setting is on', () => {
    process.env.ALLOW_PRIVATE_TARGETS = '1';
    resetConfig();
    expect(messages('http://127.0.0.1:4000/hook')).toEqual([]);
  });
});
