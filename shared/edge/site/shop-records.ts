import { cartKeyOf } from '../../domains/checkout/cart-store';
import { companyEntity, type Company } from '../../domains/company/company-entity';
import { batchGet, keyOf, type TableKey } from '../../platform/db/batch-get';
import { NotFound } from '../../platform/errors/domain-error';
import {
  storefrontSettingsEntity,
  type StorefrontSettings,
} from '../../domains/site-settings/storefront-settings-entity';
import { storefrontSettingsFromItem } from '../../domains/site-settings/storefront-settings-store';
import { activeThemeEntity, themeEntity } from '../../domains/themes/theme-entity';
import { loadTheme, loadThemeRevision, type LoadedTheme } from '../../domains/themes/theme-loader';
import type { PrefetchedCart, PrefetchedSlugGuard } from './site-context';

/** What every storefront request reads before its page. */
export interface ShopRecords {
  company: Company;
  settings: StorefrontSettings;
  /**
   * The theme to render with (the previewed one, else the active one; undefined when there is
   * none): its parsed templates once this container has seen its revision, else one Query; plus
   * one GetItem of the theme when the batch held another theme than the one to render.
   */
  theme(): Promise<LoadedTheme | undefined>;
  /** The cart of `cartToken`, read in the same batch; undefined when none was asked for. */
  shopperCart: PrefetchedCart | undefined;
  /** The slug guard of `slugGuard`, read in the same batch; undefined when none was asked for. */
  slugGuard: PrefetchedSlugGuard | undefined;
}

/** What one request reads beyond the shop itself. */
export interface ShopRecordsRequest {
  /** The theme a valid preview link names, read instead of the active one. */
  previewThemeId?: number;
  /** The cart a shopper page shows (shop-pages.ts `shopperCartToken`): read with the shop, as the page would right after it. */
  cartToken?: string;
  /** The slug guard a family page looks its item up by (find-live-resource.ts `pageSlugGuardKey`): read with the shop, so the item is the only read after it. */
  slugGuard?: TableKey;
}

/** Companies whose active theme a container remembers; bounded so a long-lived container cannot grow without limit. */
const MAX_REMEMBERED = 1000;
/**
 * The theme each company had active when this container last rendered it: which theme item to
 * put in the batch. Only a guess: the pointer read in the same batch decides, so an activation
 * shows on the very next request (a wrong guess costs one GetItem more, never a stale page).
 */
const lastActiveTheme = new Map<number, number>();

/**
 * Reads the company, its storefront settings, its active-theme pointer, the theme and the page's
 * cart or slug guard in one strongly consistent BatchGetItem: one round trip instead of four in a
 * row, so a page costs what its API read costs. Nothing mutable is cached, so a merchant's change
 * shows on the next request; only parsed templates are, by theme revision (theme-loader.ts).
 * A missing company is a 404, as `getCompany` answers.
 */
export async function readShopRecords(
  companyId: number,
  { previewThemeId, cartToken, slugGuard }: ShopRecordsRequest = {},
): Promise<ShopRecords> {
  const guessedThemeId = previewThemeId ?? lastActiveTheme.get(companyId);
  const companyKey: TableKey = companyEntity.key({ id: companyId });
  const settingsKey: TableKey = storefrontSettingsEntity.key({ company_id: companyId });
  const pointerKey: TableKey | undefined =
    previewThemeId === undefined ? activeThemeEntity.key({ company_id: companyId }) : undefined;
  const guessedThemeKey: TableKey | undefined =
    guessedThemeId === undefined ? undefined : themeEntity.key({ company_id: companyId, id: guessedThemeId });
  const cartKey = cartToken === undefined ? undefined : cartKeyOf(cartToken);
  const items = await batchGet(
    [companyKey, settingsKey, pointerKey, guessedThemeKey, cartKey, slugGuard].filter(
      (key): key is TableKey => key !== undefined,
    ),
  );
  const itemAt = (key: TableKey | undefined) => (key === undefined ? undefined : items.get(keyOf(key)));

  const companyItem = itemAt(companyKey);
  if (!companyItem) throw new NotFound('Company');
  const pointerItem = itemAt(pointerKey);
  const themeId = previewThemeId ?? (pointerItem ? activeThemeEntity.fromRecord(pointerItem).theme_id : undefined);
  if (previewThemeId === undefined) rememberActiveTheme(companyId, themeId);
  return {
    company: companyEntity.fromRecord(companyItem),
    settings: storefrontSettingsFromItem(companyId, itemAt(settingsKey)),
    theme: async () => {
      if (themeId === undefined) return undefined;
      if (themeId !== guessedThemeId) return loadTheme(companyId, themeId);
      const themeItem = itemAt(guessedThemeKey);
      return themeItem ? loadThemeRevision(themeEntity.fromRecord(themeItem)) : undefined;
    },
    shopperCart: cartToken === undefined ? undefined : { token: cartToken, item: itemAt(cartKey) },
    slugGuard: slugGuard === undefined ? undefined : { key: slugGuard, item: itemAt(slugGuard) },
  };
}

function rememberActiveTheme(companyId: number, themeId: number | undefined): void {
  if (themeId === undefined) {
    lastActiveTheme.delete(companyId);
    return;
  }
  if (lastActiveTheme.size >= MAX_REMEMBERED && !lastActiveTheme.has(companyId)) lastActiveTheme.clear();
  lastActiveTheme.set(companyId, themeId);
}
