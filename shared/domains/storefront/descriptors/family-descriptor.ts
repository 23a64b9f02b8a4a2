/**
 * What everything outside a family's behaviour knows of it, as data: the event catalog and webhook
 * permissions (its name and label), share links and the rendered storefront (its pages), theme
 * activation (its page kind and live list) and the build (which module holds its behaviour). A
 * descriptor module holds one literal of this shape and imports nothing, so reading it costs a
 * function no family code; the family's behaviour module spreads it into its definition.
 */
export interface FamilyDescriptor {
  /** Singular name: event resource (`product_created`), share-link target type, the key of its stored items. */
  readonly name: string;
  /** Path segment of its API routes and storefront pages (`/products/{slug}`); names its behaviour module. */
  readonly plural: string;
  /** Key wrapping create/update bodies and single responses (`product`; playlists `library`). */
  readonly bodyKey: string;
  /** Human name for messages, docs and event resource names (`Product`). */
  readonly label: string;
  /** Theme template kind its storefront page renders with. */
  readonly pageKind: string;
  /** Field holding the on/off switch in writes (`active`; products `public`). */
  readonly switchField: 'active' | 'public';
  /** Default `sort` value, e.g. `-priority` (a leading `-` is descending); its field orders the public `live` list. */
  readonly defaultSort: string;
  /** How its storefront page behaves beyond rendering the live item by slug. */
  readonly page?: {
    /** A missing item's 404 speaks the visitor's language. */
    readonly localizedNotFound?: boolean;
    /** Reachable through a rep link (`/{username}/<plural>/{slug}`). @default true */
    readonly viaRepLink?: boolean;
    /** A live item brings the cart, checkout and order pages with it. */
    readonly shopping?: boolean;
  };
}

/**
 * The behaviour module of a family, by convention: `shared/domains/storefront/families/<plural,
 * kebab-case>.ts` exporting the definition as `<plural, camelCase>` (`enrollment_packs` →
 * `enrollment-packs.ts`, `enrollmentPacks`). The family table loads it, and the build binds each
 * generated handler to it, by this name alone.
 */
export function behaviourModuleOf(family: Pick<FamilyDescriptor, 'plural'>): { file: string; exportName: string } {
  return {
    file: family.plural.replaceAll('_', '-'),
    exportName: family.plural.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
  };
}
