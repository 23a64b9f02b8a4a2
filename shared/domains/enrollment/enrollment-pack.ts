import { ValidationFailed } from '../../platform/errors/domain-error';
import { storefrontNow } from '../storefront/engine/clock';
import type { StoredItem } from '../storefront/engine/family';
import { findItem, findItemBySlug } from '../storefront/engine/store';
import { isLive } from '../storefront/engine/visibility';
import { enrollmentPackRecords } from '../storefront/families/stored-families';
import { DEFAULT_ENROLLMENT_MEMBER_TYPE, type MemberTypeSlug } from '../members/member-types';

/** How a buyer names a pack: its id or its slug. */
export type EnrollmentPackRef = { id: number } | { slug: string };

/** What carts need of a pack, as stored. */
export interface EnrollmentPack {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  image_url: string | null;
  /** Minor units; 0 when the pack charges none. */
  enrollment_fee: number;
  member_type: MemberTypeSlug;
  products: { product_id: number; quantity: number }[];
  /** The countries the pack is offered in; empty: everywhere. */
  countries: string[];
  /** Live on the storefront now: only a live pack can be chosen or checked out. */
  live: boolean;
}

function toPack(item: StoredItem, companyId: number): EnrollmentPack {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    description: (item.description as string | null) ?? null,
    image_url: (item.image_url as string | null) ?? null,
    enrollment_fee: (item.enrollment_fee as number | null) ?? 0,
    member_type: (item.member_type as MemberTypeSlug | undefined) ?? DEFAULT_ENROLLMENT_MEMBER_TYPE,
    products: item.products as EnrollmentPack['products'],
    countries: (item.countries as string[] | undefined) ?? [],
    live: isLive(enrollmentPackRecords, item, storefrontNow(companyId)),
  };
}

/** A pack of the company by id (GetItem), or undefined. */
export async function findEnrollmentPack(companyId: number, id: number): Promise<EnrollmentPack | undefined> {
  const item = await findItem(enrollmentPackRecords, companyId, id);
  return item && toPack(item, companyId);
}

/** The live pack a buyer names (by id: one GetItem; by slug: two); 422 on `field` when the shop has no such live pack. */
export async function requireLivePack(
  companyId: number,
  ref: EnrollmentPackRef,
  field: string,
): Promise<EnrollmentPack> {
  const item =
    'id' in ref
      ? await findItem(enrollmentPackRecords, companyId, ref.id)
      : await findItemBySlug(enrollmentPackRecords, companyId, ref.slug);
  const pack = item && toPack(item, companyId);
  if (!pack?.live) throw new ValidationFailed({ [field]: ['is not an enrollment pack this shop offers'] });
  return pack;
}

/** Why a cart in `country` cannot buy `pack` (the pack is limited to other countries), or null when it can. */
export function packCountryRefusal(pack: EnrollmentPack, country: string): string | null {
  if (pack.countries.length === 0 || pack.countries.includes(country)) return null;
  return `is not offered in ${country}: the pack is limited to ${pack.countries.join(', ')}`;
}
