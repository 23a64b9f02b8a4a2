import { MAX_BODY_BYTES } from '../http/define-handler';
import { MAX_LISTED_ERRORS } from '../../platform/errors/bounded-error-bag';
import { errorCodes, type ErrorCode } from '../../platform/errors/error-codes';
import { errorStatuses } from '../http/error-statuses';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../../platform/schema/pagination';

const bodyLimit = `${MAX_BODY_BYTES / (1024 * 1024)} MB`;

/** The link that unfolds the conventions at the top of `/api/docs`. */
export const CONVENTIONS_SUMMARY =
  'Conventions every operation shares: responses, errors and their codes, concurrent writes, input bounds, pagination, authentication';

/** `info.description`: one line on the API, then the conventions every operation shares, folded behind a link (Markdown). */
export function documentDescription(): string {
  const codes = (Object.keys(errorCodes) as ErrorCode[]).map(
    (code) => `| \`${code}\` | ${errorStatuses[code]} | ${errorCodes[code].message} |`,
  );
  return [
    'HTTP/JSON API of a commerce and direct-selling platform. This document is generated from the route manifest that also deploys the API, so every operation listed here exists.',
    '',
    // Folded, so the reference opens on the operations; the blank lines keep the Markdown inside a Markdown block.
    `<details><summary><strong>${CONVENTIONS_SUMMARY}</strong></summary>`,
    '',
    '## Responses',
    '',
    'A successful JSON response carries the payload keys together with a top-level integer `status` (the HTTP status code) and a `meta` object:',
    '',
    '```json',
    '{ "company": { "id": 42, "name": "Acme" }, "status": 200, "meta": { "request_id": "a1b2c3d4-e5f6-4a5b-8c9d-0e1f2a3b4c5d", "timestamp": "2026-04-01T12:00:00.000Z" } }',
    '```',
    '',
    "`meta.request_id` echoes a well-formed `X-Request-Id` request header (8 to 128 characters of `A-Za-z0-9._:-`), else the gateway's request id; every response also carries it in the `X-Request-Id` header. This document, the reference page and its assets are the exceptions: they are returned as is, without the envelope.",
    '',
    '## Errors',
    '',
    '| Body | Used for |',
    '|---|---|',
    "| `{message}` | 401 (missing, invalid, expired or revoked bearer token), 403 (token lacks the operation's permission), 429 from the gateway |",
    '| `{error_message, errors, meta}` | 400, 404, 405, 409, 413, 415, 422, 500 and most other errors; `errors` is an `ErrorBag`, `meta` is `Meta` plus the error `code` |',
    '',
    'Request bodies are JSON: a body sent with another `Content-Type` answers **415**, malformed JSON **400**, a body over ' +
      `${bodyLimit} **413** (refused before parsing), and a value failing validation **422** with \`errors\` keyed by field ` +
      '(`droplet.name` in bodies, `page[limit]` in queries); `errors` lists at most ' +
      `${MAX_LISTED_ERRORS} problems, and \`meta.errors_omitted\` counts the ones left out. ` +
      'A body key the operation does not declare is refused the same way on every operation: **422** keyed by its path, with the closest declared key when one is near (`{"product.colour": ["is not a known key; did you mean `color`?"]}`); maps documented as free-form (`metadata`, translations) take any key. One exception makes a resource read and written back unchanged acceptable: on an update (any method but POST), a key the success response of the operation carries at the same place (for a body made of the fields of one resource at the top level, as in the cart updates, the same place in that resource) is a read-only field sent back, ignored rather than refused. Undeclared query parameters are ignored (caches and trackers add them). A path no route declares answers a **404** envelope; a declared path with another method answers a **405** envelope with an `Allow` header listing the accepted methods. Unexpected failures answer a **500** envelope with the request id and no internals. Rate limiting answers **429**, with `Retry-After` when the wait is known.',
    '',
    "Every error the service answers carries a stable machine-readable code: in the `X-Error-Code` header whatever the body shape, and in `meta.code` of the envelopes that have a `meta` (`{message}` and `{message, status}` keep the spec's shape, so the header is their only place). Switch on the code, never on the message, which may be reworded. The gateway's own throttling (429 `{message}`) carries none. The codes (with the default `error_message`):",
    '',
    '| Code | Status | Default message |',
    '|---|---|---|',
    ...codes,
    '',
    '## Concurrent writes',
    '',
    'Writes are atomic and never overwrite a concurrent change silently. A write the caller did not condition on anything (a plain `PUT` or `DELETE`) that loses a race re-reads the resource, re-applies the change and re-validates it, a bounded number of times with jittered backoff; it answers **409** only when it still cannot commit. Operations marked `x-precondition` take a value the caller conditions the write on; a stale value answers **409** at once.',
    '',
    '## Input bounds',
    '',
    'Every accepted value can be stored: ids and money are integers up to 2^53-1 (money in minor units), rates are decimals with a stated scale (`x-scale`: a value with more decimal places answers 422, it is never rounded), text fields carry a budget in UTF-8 bytes (`x-max-bytes`) and refuse NUL and malformed Unicode. The gateway refuses a request line plus headers over 10 KB (**414**/**431**) and bodies over 10 MB (**413**).',
    '',
    '## Pagination',
    '',
    `- **Cursor** (versioned surfaces): query \`page[cursor]\` and \`page[limit]\`. \`page[limit]\` defaults to ${PAGE_LIMIT_DEFAULT}, maximum ${PAGE_LIMIT_MAX}; a larger value answers 422 (it is not clamped). The response carries \`meta.pagination.next_cursor\`, null on the last page.`,
    '  Cursors are opaque and signed, and bound to the company and the list that issued them: pass them back unchanged. A tampered cursor, or one from another list or company, answers 422 on `page[cursor]`.',
    `- **Offset** (unversioned company admin surface): query \`page\` (default 1) and \`per_page\` (default ${PAGE_LIMIT_DEFAULT}, maximum ${PAGE_LIMIT_MAX}; larger answers 422). The response carries \`meta.pagination\` with \`page\`, \`per_page\`, \`total_count\` and \`total_pages\`.`,
    '',
    '## Authentication',
    '',
    'Operations that need a token list the `bearerAuth` scheme and name the permission the token must carry in the `x-permission` extension. Public storefront reads need no token; cart operations are authenticated by the cart token in their path.',
    '',
    '</details>',
  ].join('\n');
}
