import type { attributionSources } from '../members/attribution-payload';
import { newNumericId } from '../../platform/ids';
import { findRepMember, repFullName } from '../site-settings/find-rep';
import { getShareLink } from '../site-settings/share-link-lookup';
import { getMember } from '../members/member-store';
import type { Member } from '../members/member-entity';
import type { CartAttribution } from './cart-attribution';

/**
 * How the shopper arrived, as the storefront saw it: exactly one of the share link token
 * (`/s/<token>`, the `share` parameter of the page it redirects to), the rep site username
 * (`/{username}/...`) or a referral parameter (`?ref=<username>`).
 */
export type AttributionInput = Partial<Record<(typeof attributionSources)[number], string>>;

/**
 * Resolves what the shopper arrived through to an active rep of the company, or null: a share
 * link shared by no rep (the company's own), an unknown link or username and an inactive rep
 * attribute nothing, as the storefront shows such visitors the shop without a rep. A share link
 * names its rep by the link record, never by the caller. One or two GetItems.
 */
export async function resolveAttribution(
  companyId: number,
  input: AttributionInput,
  now: Date,
): Promise<CartAttribution | null> {
  const found = await findAttributedRep(companyId, input);
  if (!found) return null;
  const { rep, source } = found;
  return {
    id: newNumericId(now.getTime()),
    source,
    rep: { id: rep.id, email: rep.email, full_name: repFullName(rep), username: rep.username! },
    share_guid: source === 'share_link' ? input.share_link! : null,
    recorded_at: now.toISOString(),
  };
}

async function findAttributedRep(
  companyId: number,
  input: AttributionInput,
): Promise<{ rep: Member; source: CartAttribution['source'] } | undefined> {
  if (input.share_link !== undefined) {
    const link = await getShareLink(companyId, input.share_link);
    if (link?.rep_id == null) return undefined;
    const rep = await getMember(companyId, link.rep_id).catch(() => undefined);
    return rep?.type === 'rep' && rep.active && rep.username ? { rep, source: 'share_link' } : undefined;
  }
  const [source, username] =
    input.rep_site !== undefined ? (['rep_site', input.rep_site] as const) : (['referral', input.referral] as const);
  if (username === undefined) return undefined;
  const rep = await findRepMember(companyId, username);
  return typeof rep === 'string' ? undefined : { rep, source };
}
