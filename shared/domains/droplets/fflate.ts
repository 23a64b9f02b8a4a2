/**
 * fflate's streaming inflater, as a lazy module (lib/bundling/lazy-modules.ts): only a droplet
 * create or update that sends `extension_zip_url` unpacks a package, and fflate builds its Huffman
 * tables when evaluated, so the droplet functions' cold starts neither compile nor run it.
 * Import it with `await import('./fflate')`.
 */
export { Inflate } from 'fflate';
