import { classifyAddress } from './ip-ranges';
import { UnsafeTargetError } from './unsafe-target-error';

/** Names of cloud metadata services, refused even when private targets are allowed. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Suffixes that only resolve inside a machine or a private network (RFC 6761, 6762, 8375; cloud-internal zones). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa'];

/**
 * Checks a hostname without resolving it: IP literals by range, names by the rules above and
 * single-label names (they resolve through search domains to internal hosts). Throws an
 * UnsafeTargetError; returns whether the host is an IP literal.
 */
export function checkHost(hostname: string, options: { allowPrivate: boolean }): { isIpLiteral: boolean } {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const address = classifyAddress(host);
  if (address) {
    if (address.kind === 'metadata')
      throw new UnsafeTargetError('metadata_address', `points at a ${address.label} address`);
    if (address.kind === 'private' && !options.allowPrivate)
      throw new UnsafeTargetError('private_address', `points at a ${address.label} address`);
    return { isIpLiteral: true };
  }
  if (METADATA_NAMES.has(host)) throw new UnsafeTargetError('metadata_address', 'points at a cloud metadata service');
  if (options.allowPrivate) return { isIpLiteral: false };
  if (LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    throw new UnsafeTargetError('local_hostname', 'points at a local or internal host name');
  }
  if (!host.includes('.')) throw new UnsafeTargetError('local_hostname', 'must use a fully qualified public host name');
  return { isIpLiteral: false };
}
