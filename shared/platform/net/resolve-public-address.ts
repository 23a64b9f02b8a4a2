import { lookup as dnsLookup } from 'node:dns/promises';
import { classifyAddress } from './ip-ranges';
import { checkHost } from './target-host';
import { UnsafeTargetError } from './unsafe-target-error';

/** A DNS resolver returning every address of a name (the shape of `dns.promises.lookup` with `all: true`). */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address a request must connect to, already checked. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a target host at delivery time and refuses it when ANY of its addresses is private or
 * metadata (a name that answers both public and private addresses is refused, so a rebinding DNS
 * server cannot win a race). Returns the checked address: the caller connects to exactly that IP
 * (see pinned-request), never resolving the name a second time.
 *
 * @example const { address, family } = await resolvePublicAddress(url.hostname, { allowPrivate: false });
 */
export async function resolvePublicAddress(
  hostname: string,
  options: { allowPrivate: boolean; lookup?: LookupAll },
): Promise<ResolvedAddress> {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const { isIpLiteral } = checkHost(host, options);
  if (isIpLiteral) return { address: host, family: host.includes(':') ? 6 : 4 };
  let answers: { address: string; family: number }[];
  try {
    answers = await (options.lookup ?? systemLookup)(host);
  } catch (error) {
    throw new UnsafeTargetError(
      'unresolvable',
      `host ${host} does not resolve (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  if (answers.length === 0) throw new UnsafeTargetError('unresolvable', `host ${host} has no addresses`);
  for (const answer of answers) {
    const verdict = classifyAddress(answer.address);
    if (!verdict) throw new UnsafeTargetError('unresolvable', `host ${host} resolved to a malformed address`);
    if (verdict.kind === 'metadata')
      throw new UnsafeTargetError('metadata_address', `host ${host} resolves to a ${verdict.label} address`);
    if (verdict.kind === 'private' && !options.allowPrivate) {
      throw new UnsafeTargetError(
        'private_address',
        `host ${host} resolves to a ${verdict.label} address (${answer.address})`,
      );
    }
  }
  const first = answers[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
