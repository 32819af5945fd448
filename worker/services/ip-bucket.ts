/**
 * The address a per-IP limit counts. One IPv6 subscriber gets a whole /64 (often more) and
 * can draw a fresh address for every request, so IPv6 counts by its /64 prefix; IPv4 (and an
 * IPv4-mapped IPv6 address) counts as itself. Anything that is not an address is kept as is.
 */
export function ipBucket(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(":")) return ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip.trim();
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const zone = address.split("%")[0];
  const halves = zone.split("::");
  if (halves.length > 2) return null;
  const part = (text: string) => (text ? text.split(":") : []);
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; 64:ff9b::1.2.3.4) sits in the low bits.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1].includes(".")) last.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}

/**
 * A loopback client: only a process on the same machine (the local bench and soak). Cloudflare
 * never hands a worker a loopback CF-Connecting-IP, so this exempts nothing in production; per-IP
 * budgets skip it so that local load tests measure the shop, not the budget's refusals.
 */
export const isLoopback = (ip: string) => /^(127\.\d+\.\d+\.\d+|::1|0:0:0:0::\/64)$/.test(ip);
