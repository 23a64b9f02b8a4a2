import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { inject, describe, expect, it } from 'vitest';
import { createApiClient, idempotencyKey } from '../../shared/sdk/client';
import { renderClientTypes } from '../../shared/sdk/client/generate-types';
import { createTenant } from '../helpers/tenant';

const root = resolve(import.meta.dirname, '..', '..');
const fixture = join(root, 'test', 'client', 'every-family.fixture.ts');

/** Type-checks `files` with the project's compiler options; returns each error as `file:line message`. */
function typeErrors(files: string[]): string[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${d.file?.fileName ?? ''}:${line} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('the typed client (commerce-platform-api/client)', () => {
  it('its generated types are those of the current manifest (`npm run generate:client` when this fails)', async () => {
    expect(
      readFileSync(join(root, 'shared', 'sdk', 'client', 'api-types.ts'), 'utf8') === (await renderClientTypes()),
    ).toBe(true);
  }, 120_000);

  it('types every operation family: a program calling them compiles, and a wrong field, path or parameter does not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'typed-client-'));
    try {
      const broken = join(dir, 'broken.ts');
      const source = readFileSync(fixture, 'utf8').replaceAll(
        "'../../shared/sdk/client'",
        JSON.stringify(join(root, 'shared', 'sdk', 'client')),
      );
      const mistakes: Array<[string, string]> = [
        ["title: 'Tea',", "titel: 'Tea',"], // a body field the schema does not have
        ["'/api/company/roles'", "'/api/company/rolez'"], // a path the API does not have
        ['params: { path: { id } },\n      body: { order', 'params: { path: { order_id: id } },\n      body: { order'], // a wrong path parameter
      ];
      const brokenSource = mistakes.reduce((text, [right, wrong]) => text.replace(right, wrong), source);
      writeFileSync(broken, brokenSource);
      const lineOf = (text: string) => brokenSource.slice(0, brokenSource.indexOf(text)).split('\n').length;
      const errors = typeErrors([fixture, broken]);
      expect(errors.filter((error) => error.startsWith(fixture))).toEqual([]);
      const brokenLines = errors
        .filter((error) => error.startsWith(broken))
        .map((error) => Number(/:(\d+) /.exec(error)![1]));
      expect([...new Set(brokenLines)].sort((a, b) => a - b)).toEqual(mistakes.map(([, wrong]) => lineOf(wrong)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('calls the API with the token, replays an Idempotency-Key, returns typed error envelopes and walks cursor pages', async () => {
    const tenant = await createTenant();
    const api = createApiClient({ baseUrl: inject('baseUrl'), token: tenant.token });
    const key = idempotencyKey();
    const event = {
      title: 'Kickoff',
      description: 'Quarterly kickoff.',
      time_zone: 'America/New_York',
      start_date: '2030-05-04',
      end_date: '2030-05-04',
      start_time: '18:00',
      end_time: '20:00',
    };
    const first = await api.POST('/api/company/events', { body: { event }, headers: key });
    const replay = await api.POST('/api/company/events', { body: { event }, headers: key });
    expect(first.response.status).toBe(201);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data?.event.id).toBe(first.data?.event.id);

    await api.POST('/api/v202604/company/products', { body: { product: { title: 'Client Tea' } } });

    const missing = await api.GET('/api/v202604/company/products/{id}', { params: { path: { id: 1 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error_message: expect.stringMatching(/not found/i) });

    for (const title of ['Client Tea 2', 'Client Tea 3'])
      await api.POST('/api/v202604/company/products', { body: { product: { title } } });
    const titles: string[] = [];
    let pages = 0;
    for await (const page of api.cursorPages('/api/v202604/company/products', {
      params: { query: { 'page[limit]': 2 } },
    })) {
      pages += 1;
      titles.push(...page.products.map((product) => product.title));
    }
    expect(pages).toBe(2);
    expect(titles.sort()).toEqual(['Client Tea', 'Client Tea 2', 'Client Tea 3']);
  }, 60_000);
});
