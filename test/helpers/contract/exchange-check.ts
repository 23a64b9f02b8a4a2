import type { ErrorObject } from 'ajv';
import type { ResponseChecker, ServedOperation } from '../fuzz/openapi-responses';
import type { JsonSchema } from '../fuzz/schema-arbitrary';
import type { OperationMatcher } from './operation-match';

/** One request and its answer, as the validating proxy saw them. */
export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  url: string;
  requestContentType: string | null;
  requestBody: Buffer;
  status: number;
  responseContentType: string | null;
  /** Decoded (no content encoding). */
  responseBody: Buffer;
}

/** Where the document and the server disagreed over one exchange. */
export interface Disagreement {
  request: string;
  operation: string;
  /** The request body's first characters, when it had one. */
  body?: string;
  status: number;
  problems: string[];
}

/**
 * Judges one exchange against the served document, as a validating proxy (Prism's) does:
 * - the answer: its status must be declared, its content type declared, a JSON body must match
 *   the declared schema (and an error body carry no undeclared top-level key);
 * - the request, when the server accepted it (any answer below 400): a body sent to an operation
 *   that declares none, a missing required body, a content type or a JSON body the operation does
 *   not declare. A refused request is the server keeping the contract, whatever it was sent.
 * A path the document does not have is the server's to refuse: an accepted one is reported.
 */
export function checkExchange(
  checker: ResponseChecker,
  matcher: OperationMatcher,
  exchange: Exchange,
): Disagreement | undefined {
  const pathname = new URL(exchange.url, 'http://contract.local').pathname;
  const served = matcher.match(exchange.method, pathname);
  const request = `${exchange.method} ${exchange.url}`;
  if (!served) {
    const documented = pathname.startsWith('/api/') || matcher.knowsPath(pathname);
    if (documented && exchange.status < 400)
      return {
        request,
        operation: '(none)',
        status: exchange.status,
        problems: ['the server answers an operation the document does not declare'],
      };
    return undefined;
  }
  const problems = [
    ...checker.problems(
      served,
      exchange.status,
      exchange.responseContentType,
      parseJson(exchange.responseContentType, exchange.responseBody),
    ),
    ...(exchange.status < 400 ? requestProblems(checker, served, exchange) : []),
  ];
  if (!problems.length) return undefined;
  const body = exchange.requestBody.length ? exchange.requestBody.toString('utf8').slice(0, 300) : undefined;
  return { request, operation: `${served.method} ${served.path}`, body, status: exchange.status, problems };
}

function requestProblems(checker: ResponseChecker, served: ServedOperation, exchange: Exchange): string[] {
  const declared = served.operation.requestBody ? checker.resolve(served.operation.requestBody) : undefined;
  const sent = exchange.requestBody.length > 0;
  if (!declared) return sent ? ['accepted a request body; the operation declares none'] : [];
  if (!sent) return declared.required ? ['accepted a request without the required body'] : [];
  const content = declared.content as Record<string, unknown>;
  const mediaType = Object.keys(content).find((type) => exchange.requestContentType?.startsWith(type));
  if (!mediaType)
    return [
      `accepted a ${exchange.requestContentType ?? 'typeless'} body; declared: ${Object.keys(content).join(', ')}`,
    ];
  if (mediaType !== 'application/json') return [];
  const body = parseJson(mediaType, exchange.requestBody);
  const pointer = served.operation.requestBody.$ref
    ? `${served.operation.requestBody.$ref}/content/application~1json/schema`
    : `${served.pointer}/requestBody/content/application~1json/schema`;
  return checker
    .schemaProblems(pointer, body, (error) => sentBack(checker, served, error))
    .map((problem) => `accepted a request body off its schema: ${problem}`);
}

/**
 * The document's round-trip rule (its conventions, docs/api.md "Round trips"): on an update (any
 * method but POST) a key the operation's success answer carries at the same place is a read-only
 * field sent back from a read, ignored rather than refused. Such a key is no disagreement.
 */
function sentBack(checker: ResponseChecker, served: ServedOperation, error: ErrorObject): boolean {
  if (served.method === 'POST' || error.keyword !== 'additionalProperties') return false;
  const responses = served.operation.responses as Record<string, JsonSchema>;
  const success = Object.keys(responses).find((status) => status.startsWith('2'));
  const content = success ? checker.resolve(responses[success]!).content : undefined;
  const envelope: JsonSchema | undefined = content?.['application/json']?.schema;
  if (!envelope) return false;
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  // The same place is the answer's root, or the resource it answers for a body made of that
  // resource's own fields at the top level (the cart updates).
  const resources = Object.keys(checker.resolve(envelope).properties ?? {}).filter(
    (key) => key !== 'status' && key !== 'meta',
  );
  const roots = [envelope, ...resources.map((key) => childOf(checker, envelope, key)!)];
  return roots.some((root) => {
    let node: JsonSchema | undefined = root;
    for (const part of [...path, error.params.additionalProperty as string]) {
      node = node && childOf(checker, node, part);
      if (!node) return false;
    }
    return true;
  });
}

/** The schema a key (or an array index) of a value of `schema` has, through refs and unions. */
function childOf(checker: ResponseChecker, schema: JsonSchema, key: string): JsonSchema | undefined {
  const node = checker.resolve(schema);
  if (/^\d+$/.test(key) && node.items) return node.items;
  if (node.properties?.[key]) return node.properties[key];
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    const found = childOf(checker, branch, key);
    if (found) return found;
  }
  return undefined;
}

function parseJson(contentType: string | null, body: Buffer): unknown {
  if (!contentType?.includes('json') || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
