import { z } from 'zod';
import { MAX_LISTED_ERRORS } from '../../platform/errors/bounded-error-bag';
import { errorCodes, type ErrorCode } from '../../platform/errors/error-codes';
import { cursorPaginationMeta, offsetPaginationMeta } from '../../platform/schema/pagination';

/** `Meta` (SPEC "Shared objects"); some operations add keys (e.g. `shop_url`), so others are allowed. */
export const metaSchema = z
  .looseObject({
    request_id: z
      .string()
      .nullable()
      .describe(
        "The caller's `X-Request-Id` when well-formed, else the gateway's request id; null only when none exists",
      ),
    timestamp: z.iso.datetime().describe('When the response was produced (UTC)'),
    warnings: z
      .array(z.string())
      .optional()
      .describe(
        'Writes: what was saved differs from what the caller may expect (a published product with `public: false`; a read-only field sent with another value, ignored; a theme lacking a template the shop uses)',
      ),
  })
  .meta({ id: 'Meta', description: 'Carried by every success body and every standard error envelope.' });

/** `meta.pagination` of a cursor list. */
export const cursorPaginationSchema = cursorPaginationMeta().meta({
  id: 'CursorPagination',
  description: '`next_cursor` is null on the last page; pass it back as `page[cursor]` unchanged.',
});

/** `meta.pagination` of an offset list. */
export const offsetPaginationSchema = offsetPaginationMeta().meta({ id: 'OffsetPagination' });

/** `meta` of an error envelope: `Meta` plus the stable error code. */
export const errorMetaSchema = metaSchema
  .extend({
    code: z
      .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
      .describe(
        'Stable machine-readable code of the failure (also in the `X-Error-Code` header); switch on it, not on the message',
      ),
    errors_omitted: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        `How many problems \`errors\` leaves out: it lists the first ${MAX_LISTED_ERRORS}; absent when every problem is listed`,
      ),
  })
  .meta({ id: 'ErrorMeta', description: '`Meta` of an error envelope, with the stable error `code`.' });

/** `meta` of a cursor-paginated list. */
export const cursorPageMetaSchema = metaSchema
  .extend({ pagination: cursorPaginationSchema })
  .meta({ id: 'CursorPageMeta', description: '`Meta` of a cursor-paginated list.' });

/** `meta` of an offset-paginated list. */
export const offsetPageMetaSchema = metaSchema
  .extend({ pagination: offsetPaginationSchema })
  .meta({ id: 'OffsetPageMeta', description: '`Meta` of an offset-paginated list.' });

/** One error value inside an ErrorBag. */
export const errorValueSchema = z
  .union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())])
  .meta({ id: 'ErrorValue', description: 'A string, an array of strings, or an object of arbitrary JSON values.' });

/** `ErrorBag` (SPEC "Shared objects"), the value of `errors` in the standard envelope. */
export const errorBagSchema = z
  .union([z.string(), z.array(errorValueSchema), z.record(z.string(), errorValueSchema), z.null()])
  .meta({
    id: 'ErrorBag',
    description:
      'Structured error detail: a string, an array of error values, an object keyed by field name (`droplet.name`, `page[limit]`), or null when no structured detail exists.',
  });

/** The standard error envelope `{error_message, errors, meta}`. */
export const errorEnvelopeSchema = z
  .object({ error_message: z.string(), errors: errorBagSchema, meta: errorMetaSchema })
  .meta({ id: 'ErrorEnvelope', description: 'Standard error envelope (404, 422 and most other errors).' });

/** The `{message, status}` error body (webhook inspect 404). */
export const statusErrorSchema = z
  .object({ message: z.string(), status: z.number().int() })
  .meta({ id: 'StatusError', description: 'Error body with the status repeated, not the standard envelope.' });

/** The bare `{message}` error body (401, 403, gateway throttling). */
export const messageErrorSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageError', description: 'Bare error body, not the standard envelope.' });

/** The five-key error form `{message, error, error_message, errors, meta}` (agreement bulk clone). */
export const fullErrorEnvelopeSchema = z
  .object({
    message: z.string(),
    error: z.string().describe('Stable machine-readable code (`not_found`, `validation_failed`, ...)'),
    error_message: z.string().describe('Same text as `message`'),
    errors: errorBagSchema,
    meta: errorMetaSchema,
  })
  .meta({
    id: 'FullErrorEnvelope',
    description: 'Error form of agreement bulk clone: the standard envelope plus `message` and `error`.',
  });
