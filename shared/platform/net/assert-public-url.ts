import { checkHost } from './target-host';
import { UnsafeTargetError } from './unsafe-target-error';

/** Longest accepted target URL. */
export const MAX_TARGET_URL_LENGTH = 2048;

/**
 * Validates a webhook or callback target at create/update time, without DNS: an absolute https URL
 * (http only with `allowPrivate`), no credentials, and a host that is neither a private, loopback,
 * link-local, CGNAT, multicast, ULA or reserved IP literal (in any IPv4 spelling: the WHATWG parser
 * normalises decimal, hex and octal forms; IPv4-mapped IPv6 is unwrapped) nor a local name.
 * Cloud metadata addresses are refused even with `allowPrivate`. Throws UnsafeTargetError.
 *
 * @example assertPublicUrl(body.url, { allowPrivate: config().allowPrivateTargets })
 */
export function assertPublicUrl(url: string, options: { allowPrivate: boolean }): URL {
  if (url.length > MAX_TARGET_URL_LENGTH)
    throw new UnsafeTargetError('invalid_url', `must be at most ${MAX_TARGET_URL_LENGTH} characters`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeTargetError('invalid_url', 'must be an absolute URL');
  }
  const allowed = options.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(parsed.protocol)) {
    throw new UnsafeTargetError(
      'scheme_not_allowed',
      options.allowPrivate ? 'must use https or http' : 'must use https',
    );
  }
  if (parsed.username || parsed.password)
    throw new UnsafeTargetError('credentials_in_url', 'must not contain credentials');
  if (!parsed.hostname) throw new UnsafeTargetError('invalid_url', 'must name a host');
  checkHost(parsed.hostname, options);
  return parsed;
}
