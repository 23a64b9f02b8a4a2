/**
 * The generated country table's lookup, as a lazy module (lib/bundling/lazy-modules.ts): the
 * functions that price a cart read a country's ISO facts from its company country record and load
 * the table (about 8 KB) only on the paths that lack them (stored-country-facts.ts). Its parsed
 * table is a cache, not state a caller shares.
 */
export { countryFacts } from './country-data';
