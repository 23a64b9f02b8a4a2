/**
 * liquidjs (~80 KB), as a lazy module (lib/bundling/lazy-modules.ts) for the save-time syntax
 * check (template-syntax.ts): the template and droplet writes that check a source load it with
 * their first check, and their other routes (reads, deletes, activation) never do. The storefront
 * renders with liquid-sandbox.ts, which imports liquidjs itself. Import it with
 * `await import('./liquidjs')`.
 */
export { Liquid } from 'liquidjs';
