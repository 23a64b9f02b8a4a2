import { beforeAll, describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { errorStatuses } from '../../shared/edge/http/error-statuses';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { openApiPath } from '../../shared/edge/openapi/parameters';
import type { PathItemObject } from '../../shared/edge/openapi/types';
import { ThrownErrors } from '../helpers/thrown-errors';

process.env.CURSOR_SIGNING_KEY ||= 'test';

const documented = manifest.filter((route) => !route.internal);
const document = buildOpenApiDocument(manifest);
const responsesOf = (route: (typeof documented)[number]) =>
  document.paths[openApiPath(route.path)]![route.method.toLowerCase() as keyof PathItemObject]!.responses;

let thrown: ThrownErrors;
beforeAll(() => {
  thrown = new ThrownErrors(manifest.map((route) => route.handler));
}, 120_000);

describe('OpenAPI declares every status an operation can answer', () => {
  it.each(documented.map((route) => [route.id, route] as const))(
    '%s: each error its handler can throw has its status declared',
    (_id, route) => {
      const undeclared = [...thrown.codesOf(route.handler)].filter(
        (code) => !(String(errorStatuses[code]) in responsesOf(route)),
      );
      expect(
        undeclared,
        `add these to the route's \`errors\` in its route module (functions/<resource>/<handler>.route.ts)`,
      ).toEqual([]);
    },
  );

  it.each(documented.filter((route) => route.errors?.length).map((route) => [route.id, route] as const))(
    '%s: declares no error its handler cannot throw',
    (_id, route) => {
      const codes = thrown.codesOf(route.handler);
      expect(route.errors!.filter((code) => !codes.has(code))).toEqual([]);
    },
  );

  it('the analysis follows helpers into domain code and stays per function (not vacuous, not module-wide)', () => {
    expect([...thrown.codesOf('droplet-installations/exchange-droplet-installation-token')]).toEqual(
      expect.arrayContaining([
        'exchange_token_unknown',
        'exchange_token_redeemed',
        'exchange_token_expired',
        'installation_inactive',
      ]),
    );
    expect(thrown.codesOf('company/add-company-country').has('conflict')).toBe(true);
    // company-store also holds a conflicting update, which GET /api/company never calls.
    expect(thrown.codesOf('company/get-company').has('conflict')).toBe(false);
    // Into domain code behind the kit: a public token names the shop through shop-token.ts.
    expect(thrown.codesOf('storefront/products/list-public').has('unauthorized')).toBe(true);
  });

  it.each([
    ['signUpCompany', '409'],
    ['addCompanyCountry', '409'],
    ['exchangeDropletInstallationToken', '404'],
    ['exchangeDropletInstallationToken', '409'],
    ['exchangeDropletInstallationToken', '410'],
    ['launchDroplet', '409'],
  ])('%s declares %s', (id, status) => {
    expect(responsesOf(documented.find((route) => route.id === id)!)).toHaveProperty(status);
  });
});
