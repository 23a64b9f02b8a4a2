import type { StoredItem } from '../engine/family';
import { getItem } from '../engine/store';
import { createItem } from '../engine/writes';
import { pages } from './pages';

const COPY_SUFFIX = ' (copy)';
const MAX_TITLE = 255;

/**
 * Clones a page of the company (SPEC rule 7): an inactive draft titled `<title> (copy)` with the
 * same content, translations and countries, and a fresh slug generated from the new title. Emits
 * `page_created` like any create.
 */
export async function clonePage(companyId: number, pageId: number): Promise<StoredItem> {
  const source = await getItem(pages, companyId, pageId);
  return createItem(pages, companyId, {
    title: source.title.slice(0, MAX_TITLE - COPY_SUFFIX.length) + COPY_SUFFIX,
    status: 'draft',
    active: false,
    language: source.language,
    translations: source.translations,
    countries: source.countries,
    body: source.body,
    seo: source.seo,
    template: source.template,
  });
}
