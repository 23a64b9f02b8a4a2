/**
 * Version of the payload contract, carried in every payload as `schema_version`. It moves with the
 * API's dated versions; `schema_hash` changes whenever one event's published schema changes.
 */
export const SCHEMA_VERSION = '2026-04';
