import { brotliCompressSync, constants } from 'node:zlib';
import { allEventDefinitions } from '../../shared/domains/event-catalog/catalog';
import { presentEventSchema } from '../../shared/domains/event-catalog/catalog-view';

/**
 * Every event's published schema as the schema endpoints answer it (presentEventSchema), in
 * catalog order, as brotli-compressed JSON in base64: ~420 KB of JSON is ~20 KB this way. The build
 * step replaces this module with its value (lib/bundling/precomputed-modules.ts), so the schema
 * functions neither bundle every payload schema nor convert them to JSON Schema at cold start.
 */
export const compressedEventSchemas: string = brotliCompressSync(
  JSON.stringify(allEventDefinitions().map(presentEventSchema)),
  {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  },
).toString('base64');
