import { shareLinkEntity, type ShareLink } from './share-link-entity';

/**
 * Reading a share link by its token, apart from share-links.ts: a cart attributed to a link only
 * reads the link, and share-links.ts needs the storefront family table (every family's schemas,
 * built at import) to create and follow links. Keeping it out of the cart functions keeps their
 * cold start off those schemas.
 */
const TOKEN = /^[A-Za-z0-9_-]{6,64}$/;

/** A share link by its token (one GetItem); undefined for a malformed or unknown token. */
export async function getShareLink(companyId: number, token: string): Promise<ShareLink | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return shareLinkEntity.get({ company_id: companyId, token });
}
