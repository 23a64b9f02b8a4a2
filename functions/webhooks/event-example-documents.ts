import { brotliCompressSync, constants } from 'node:zlib';
import { allEventDefinitions } from '../../shared/domains/event-catalog/catalog';
import { examplePayload } from '../../shared/domains/event-catalog/catalog-view';
import type { PublishedEventExample } from '../../shared/domains/deliveries/test-delivery';

/**
 * Every event's example payload as its published schema document carries it (examplePayload, the
 * same function presentEventSchema uses), in catalog order, as brotli-compressed JSON in base64:
 * ~60 KB of JSON is ~7 KB this way. The build step replaces this module with its value
 * (lib/bundling/precomputed-modules.ts), so a test delivery bundles neither the payload schemas
 * nor the whole schema documents (event-schema-documents.ts, ~21 KB) of which it reads only these.
 */
export const compressedEventExamples: string = brotliCompressSync(
  JSON.stringify(
    allEventDefinitions().map(
      (definition): PublishedEventExample => ({
        resource: definition.resource,
        event: definition.event,
        example: examplePayload(definition),
      }),
    ),
  ),
  // Quality 11 (the schema documents use 9): on ~60 KB it costs milliseconds of build and each KB counts against send-test's bytes target.
  { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
).toString('base64');
