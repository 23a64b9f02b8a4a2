/**
 * Member types: what a person who joins a direct-selling company becomes. The platform offers one
 * fixed set (data, not code): a retail customer buys at retail, a preferred customer buys at member
 * prices (usually with autoship), a rep sells and earns commissions with a rep site of their own.
 * An enrollment pack names the type it enrolls; completing its cart creates a member of that type.
 * Ids are stable uuids (SPEC "Cart" `enrollment_member_type.id`).
 */
export const memberTypes = [
  { id: 'f2215f26-5b6b-4936-87c2-0fcea6c39c76', slug: 'retail_customer', name: 'Retail customer', kind: 'customer' },
  {
    id: 'de159a47-0f54-4619-8ded-f6cfcc8fe97a',
    slug: 'preferred_customer',
    name: 'Preferred customer',
    kind: 'customer',
  },
  { id: 'e9397f08-5d41-418c-b18c-150a12a79441', slug: 'rep', name: 'Rep', kind: 'rep' },
] as const;

/** A member type's slug. */
export type MemberTypeSlug = (typeof memberTypes)[number]['slug'];

/** A member type as carts and members show it (SPEC "Cart" `enrollment_member_type`). */
export interface MemberTypeView {
  id: string;
  slug: MemberTypeSlug;
  name: string;
}

/** Slugs a pack may name. */
export const memberTypeSlugs = memberTypes.map((type) => type.slug) as [MemberTypeSlug, ...MemberTypeSlug[]];

/** The member type a pack enrolls when it names none: reps are what enrollment packs are mostly for. */
export const DEFAULT_ENROLLMENT_MEMBER_TYPE: MemberTypeSlug = 'rep';

/** A member type by slug. */
export function memberType(slug: MemberTypeSlug) {
  return memberTypes.find((type) => type.slug === slug)!;
}

/** The public view of a member type. */
export function memberTypeView(slug: MemberTypeSlug): MemberTypeView {
  const { id, name } = memberType(slug);
  return { id, slug, name };
}
