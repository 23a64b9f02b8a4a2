import fc from 'fast-check';
import { mutateBody, mutationArbitrary } from './mutations';
import { arbitraryFor, type JsonSchema, type Resolve } from './schema-arbitrary';

/** Who calls: the fuzzed company's token, none, a malformed one, a revoked one, another company's. */
export type Credential = 'valid' | 'none' | 'garbage' | 'revoked' | 'other-company';

/** One generated call of an operation. */
export interface FuzzRequest {
  path: string;
  query: string;
  body?: string;
  contentType?: string;
  credential: Credential;
}

/** Path values that must be refused cleanly whatever the parameter's type. */
const badPathValues = [
  '0',
  '-1',
  '9007199254740993',
  '1e3',
  '1.5',
  'abc',
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  encodeURIComponent('日本😀'),
  encodeURIComponent('a\u0000b'),
  'null',
  '__proto__',
];
const badQueryValues = [
  '',
  '-1',
  '0',
  '1e400',
  '9007199254740993',
  'x'.repeat(3000),
  '%00',
  '[]',
  '{"a":1}',
  '%ED%A0%80',
  '%FF',
];

/**
 * Calls of one operation: path and query values from its parameter schemas (or known ids, or bad
 * values), a body generated from its request schema then mutated, a content type and a credential.
 */
export function fuzzRequestArbitrary(
  operation: JsonSchema,
  path: string,
  method: string,
  resolve: Resolve,
  options: { knownIds: string[]; bearer: boolean },
): fc.Arbitrary<FuzzRequest> {
  const parameters: JsonSchema[] = (operation.parameters ?? []).map(resolve);
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');

  const pathValues = fc.tuple(
    ...pathParameters.map((parameter) =>
      fc.oneof(
        {
          arbitrary: arbitraryFor(parameter.schema ?? { type: 'string' }, resolve).map(
            (value) => encodeURIComponent(String(value)) || 'x',
          ),
          weight: 3,
        },
        { arbitrary: fc.constantFrom(...badPathValues), weight: 2 },
        ...(options.knownIds.length ? [{ arbitrary: fc.constantFrom(...options.knownIds), weight: 2 }] : []),
      ),
    ),
  );
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParameters.map((parameter) =>
          fc.option(arbitraryFor(parameter.schema ?? { type: 'string' }, resolve), { nil: undefined }),
        ),
      ),
      fc.option(
        fc.tuple(
          fc.constantFrom(
            ...queryParameters.map((parameter) => parameter.name as string),
            'unknown',
            'page[limit]',
            '__proto__',
          ),
          fc.constantFrom(...badQueryValues),
        ),
        { nil: undefined },
      ),
    )
    .map(([values, bad]) => {
      const pairs = queryParameters.flatMap((parameter, index) => {
        const value = values[index];
        if (value === undefined || value === null || typeof value === 'object') return [];
        return [`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value))}`];
      });
      if (bad) pairs.push(`${encodeURIComponent(bad[0])}=${bad[1]}`);
      return pairs.join('&');
    });

  const bodySchema = operation.requestBody
    ? resolve(operation.requestBody).content?.['application/json']?.schema
    : undefined;
  const body: fc.Arbitrary<string | undefined> = bodySchema
    ? fc
        .tuple(arbitraryFor(bodySchema, resolve), mutationArbitrary)
        .map(([valid, mutation]) => mutateBody(valid, mutation))
    : method === 'GET'
      ? fc.constant(undefined)
      : fc.option(fc.constantFrom('{}', '{"a":', 'text'), { nil: undefined });
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    { arbitrary: fc.constantFrom('text/plain', 'application/json; charset=latin1', undefined), weight: 1 },
  );
  const credential: fc.Arbitrary<Credential> = options.bearer
    ? fc.oneof(
        { arbitrary: fc.constant<Credential>('valid'), weight: 6 },
        { arbitrary: fc.constantFrom<Credential>('none', 'garbage', 'revoked', 'other-company'), weight: 4 },
      )
    : fc.constantFrom<Credential>('valid', 'none');

  return fc
    .record({ pathValues, query, body, contentType, credential })
    .map(({ pathValues: values, query: queryString, body: text, contentType: type, credential: who }) => {
      let index = 0;
      return {
        path: path.replace(/\{[^}]+\}/g, () => values[index++]!),
        query: queryString,
        body: method === 'GET' ? undefined : text,
        contentType: text === undefined ? undefined : type,
        credential: who,
      };
    });
}
