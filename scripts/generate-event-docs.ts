/**
 * `npm run docs:events`: renders the event table of docs/webhooks.md from the event index, so the
 * guide names every event the platform emits (a test fails when the table is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderEventTable, replaceGeneratedSection } from './event-table';

const file = join(resolve(import.meta.dirname, '..'), 'docs', 'webhooks.md');
writeFileSync(file, replaceGeneratedSection(readFileSync(file, 'utf8'), renderEventTable()));
console.error('docs/webhooks.md: event table regenerated');
