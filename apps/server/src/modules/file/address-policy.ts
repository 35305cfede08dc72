import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side download must never reach: this machine, the private networks behind
 * it, link-local ones (where clouds answer their metadata with credentials), and the reserved
 * and multicast ranges. An organizer's image URL would otherwise let anyone with an API key read
 * what only the server can reach.
 */
const refused = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, bits, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface AddressPolicy {
  /** Loopback only, for tests that serve from this machine; every other private range stays refused. */
  allowLoopback?: boolean;
}

/** Whether a download may connect to `address` (an IPv4 or IPv6 literal). */
export function isAllowedAddress(address: string, policy: AddressPolicy = {}): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  const [plain, type] = mapped
    ? [mapped, 'ipv4' as const]
    : [address, family === 4 ? ('ipv4' as const) : ('ipv6' as const)];
  if (policy.allowLoopback && loopback.check(plain, type)) return true;
  return !refused.check(plain, type);
}
