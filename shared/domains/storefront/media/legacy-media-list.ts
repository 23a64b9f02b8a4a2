import { getCompany } from '../../company/company-store';
import { shopIdentifier } from '../../company/shop-identifier';
import { queryAll } from '../../../platform/db/query-all';
import { storefrontNow } from '../engine/clock';
import type { StoredItem } from '../engine/family';
import { storefrontKeys } from '../engine/keys';
import { findItems } from '../engine/store';
import { foldText } from '../engine/text-fold';
import { translate } from '../engine/translations';
import { media } from '../families/media';
import { productRecords } from '../families/stored-families';
import { descriptionObject, productAttachment, stripped } from './legacy-attachment';
import type { StoredShareable } from './medium-fields';
import { readStatsOf } from './medium-stats';
import { storefrontUrl } from '../storefront-url';
import type { LEGACY_MEDIA_SORTS } from './legacy-media-sorts';

/** The legacy list's query, already validated. */
export interface LegacyMediaQuery {
  page: number;
  per_page: number;
  search?: string;
  sort: (typeof LEGACY_MEDIA_SORTS)[number];
  status?: 'active' | 'inactive';
  language?: string;
  kind: 'share' | 'training' | 'resource' | 'all';
}

/** Numeric ids of the languages the legacy shape names by `language_id` (position + 1 in this list). */
const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'pl',
  'sv',
  'da',
  'nb',
  'fi',
  'ja',
  'ko',
  'zh',
  'ru',
  'tr',
  'ar',
  'he',
  'hi',
];

/**
 * The legacy company media list (`GET /api/company/media`): the v2026-04 family's stored media,
 * read from its company view and filtered and counted in code (one read of the company's media per
 * request; the v2026-04 lists are the scalable path), then one page in the legacy shape with
 * counters and attached products priced in the home country.
 */
export async function listLegacyMedia(
  companyId: number,
  query: LegacyMediaQuery,
): Promise<{ media: Record<string, unknown>[]; totalCount: number }> {
  const [field, direction] = query.sort.startsWith('title')
    ? ['title', query.sort.endsWith('desc')]
    : ['created_at', query.sort.endsWith('desc')];
  const rows = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': storefrontKeys.view(companyId, media.name, 'all', field) },
    ScanIndexForward: !direction,
  });
  const words = query.search ? foldText(query.search).split(/\s+/).filter(Boolean) : [];
  const matching = rows
    .map((row) => row.item as StoredItem)
    .filter((item) => query.kind === 'all' || item.kind === query.kind)
    .filter((item) => query.status === undefined || item.active === (query.status === 'active'))
    .filter((item) =>
      words.every((word) =>
        foldText([item.title, ...Object.values(item.translations).map((t) => t.title ?? '')].join(' ')).includes(word),
      ),
    );
  const page = matching.slice((query.page - 1) * query.per_page, query.page * query.per_page);
  return { media: await renderLegacy(companyId, page, query.language), totalCount: matching.length };
}

async function renderLegacy(
  companyId: number,
  items: StoredItem[],
  lang: string | undefined,
): Promise<Record<string, unknown>[]> {
  if (items.length === 0) return [];
  const shareables = (item: StoredItem) => item.attached_shareables as StoredShareable[];
  const [stats, attached, company, shop] = await Promise.all([
    readStatsOf(
      companyId,
      items.map((item) => item.id),
    ),
    findItems(
      productRecords,
      companyId,
      items.flatMap((item) => shareables(item).map((entry) => entry.product_id)),
    ),
    getCompany(companyId),
    shopIdentifier(companyId),
  ]);
  const base = storefrontUrl(shop);
  const now = storefrontNow(companyId);
  return items.map((item) => {
    const { fields, locale } = translate(media, item, lang);
    const shareLink = `${base}/media/${item.slug}`;
    return {
      id: item.id,
      user_id: item.rep_id === null ? null : String(item.rep_id),
      media_type: item.media_type,
      media_format: item.media_format,
      image_url: item.image_url,
      video_url: item.video_url,
      pdf_url: item.pdf_url,
      title: fields.title,
      stripped: stripped(fields.description as string | null),
      kind: item.kind,
      visibility: item.visibility,
      share_link: shareLink,
      watch: item.video_url ?? item.pdf_url ?? item.image_url ?? shareLink,
      video_status: item.video_status,
      cta_url: item.cta_url,
      cta_button_text: item.cta_button_text,
      cta_action_type: item.cta_action_type,
      display_tag: item.display_tag,
      active: item.active,
      cta_enabled: item.cta_enabled,
      video_shopping_enabled: item.video_shopping_enabled,
      prompts_enabled: item.prompts_enabled,
      views: stats.get(item.id)!.views,
      leads: stats.get(item.id)!.leads,
      language_id: LANGUAGES.indexOf(locale.split('-')[0]!) + 1 || null,
      duration: item.duration,
      description: descriptionObject(item, 'Medium', fields.description as string | null, locale),
      label: item.label ? { id: item.id, icon: null, ...(item.label as object) } : null,
      prompts: item.prompts,
      subtitles: item.subtitles,
      // Comments on media are not a feature of this service yet; the list is always empty.
      comments: [],
      attached_shareables: shareables(item).flatMap((entry) => {
        const product = attached.get(entry.product_id);
        if (!product) return [];
        const productLink = `${base}/products/${product.slug}`;
        return [
          {
            id: entry.id,
            kind: entry.kind,
            timestamp: entry.timestamp,
            content: entry.content,
            position: entry.position,
            style: entry.style,
            share_link: productLink,
            attachment_type: 'Product',
            attachment: productAttachment(product, {
              country: company.country_code,
              lang: lang ?? 'en',
              now,
              shareLink: productLink,
            }),
          },
        ];
      }),
    };
  });
}
