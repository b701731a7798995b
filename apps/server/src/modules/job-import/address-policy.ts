import ipaddr from 'ipaddr.js';

/**
 * Which addresses the posting reader may connect to: only public unicast ones. Everything
 * ipaddr.js names a special range (loopback, private, link-local and the cloud metadata
 * address, CGNAT, 0.0.0.0/8, multicast, broadcast, reserved and documentation ranges,
 * unique-local, Teredo, ...) is refused, and so is anything that is not an address at all.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The IPv4 address a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address carries, if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const nat64 = p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0;
  if (nat64 && p[5] === 0) return v4FromParts(p[6]!, p[7]!);
  if (p[0] === 0x2002) return v4FromParts(p[1]!, p[2]!);
  return null;
}

const v4FromParts = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** `::a.b.c.d`: the deprecated IPv4-compatible form, which no range of ipaddr.js names. */
const isIPv4Compatible = (address: ipaddr.IPv6) => address.parts.slice(0, 6).every((p) => p === 0);

function isPublic(address: Address): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublic(v6.toIPv4Address());
  if (isIPv4Compatible(v6)) return false;
  // NAT64 and 6to4 reach the IPv4 address inside them: on an IPv6-only host behind DNS64 every
  // IPv4 site resolves to 64:ff9b::/96, so these are allowed when (and only when) it is public.
  const inner = embeddedIPv4(v6);
  if (inner) return isPublic(inner);
  return v6.range() === 'unicast';
}

/** True when `text` is an IP address the reader may connect to. */
export function isPublicAddress(text: string): boolean {
  const bare = text.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  try {
    return isPublic(ipaddr.parse(bare));
  } catch {
    return false;
  }
}

/** True when `host` (a URL's hostname) is written as an IP address rather than a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return ipaddr.IPv6.isValid(bare) || ipaddr.IPv4.isValidFourPartDecimal(bare);
}
