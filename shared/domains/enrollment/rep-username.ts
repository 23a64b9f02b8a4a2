import { randomBytes } from 'node:crypto';
import { readUniqueClaim } from '../../platform/db/unique';

/** Suffixed candidates tried before falling back to a random suffix. */
const NUMBERED_CANDIDATES = 5;

/**
 * The username a name or email would give (pure): lower case, accents dropped, only the letters,
 * digits, `_` and `-` usernames allow (README "Accounts"), 2-30 characters starting with a letter or
 * digit, leaving room for a suffix within the 40 allowed.
 *
 * @example usernameSeed('Zoë Ann-Marie', 'zoe@example.com') // 'zoeann-marie'
 */
export function usernameSeed(name: string | null, email: string): string {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '')
      .replace(/^[^a-z0-9]+/, '')
      .slice(0, 30);
  const fromName = name ? fold(name) : '';
  const seed = fromName.length >= 2 ? fromName : fold(email.split('@')[0] ?? '');
  return seed.length >= 2 ? seed : `rep${seed}`;
}

/**
 * A rep-site username nobody in the company holds now: the seed, then the seed with 2..6, then the
 * seed with a random suffix (one GetItem of the username claim each). The claim itself is written
 * in the enrollment's transaction, so a concurrent enrollment taking the same name fails that
 * transaction and the completion is re-run, picking the next free one.
 */
export async function availableUsername(companyId: number, seed: string): Promise<string> {
  const candidates = [seed, ...Array.from({ length: NUMBERED_CANDIDATES }, (_, index) => `${seed}${index + 2}`)];
  for (const candidate of candidates) {
    if (!(await readUniqueClaim(`rep_username#${companyId}`, candidate, { consistent: true }))) return candidate;
  }
  return `${seed}-${randomBytes(3).toString('hex')}`;
}
