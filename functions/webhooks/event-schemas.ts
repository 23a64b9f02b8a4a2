import { brotliDecompressSync } from 'node:zlib';
import type { presentEventSchema } from '../../shared/domains/event-catalog/catalog-view';
import { compressedEventSchemas } from './event-schema-documents';

/** One event's schema as the schema endpoints answer it. */
export type PresentedEventSchema = ReturnType<typeof presentEventSchema>;

let schemas: readonly PresentedEventSchema[] | undefined;

/** Every event's schema, in catalog order: the build-time document, decompressed by the container's first request. */
export function eventSchemas(): readonly PresentedEventSchema[] {
  schemas ??= JSON.parse(
    brotliDecompressSync(Buffer.from(compressedEventSchemas, 'base64')).toString('utf8'),
  ) as PresentedEventSchema[];
  return schemas;
}
