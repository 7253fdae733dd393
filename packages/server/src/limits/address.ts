import ipaddr from 'ipaddr.js';

/**
 * The key one client address is counted under. IPv4 addresses (also written IPv4-mapped, as
 * `::ffff:1.2.3.4`) count one by one; IPv6 addresses count by their /64 network, because a single
 * home or server is normally handed a whole /64 and could otherwise take a fresh address per request.
 * Anything unparsable counts as itself.
 */
export function addressKey(ip: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(ip.trim());
  } catch {
    return ip.trim();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
