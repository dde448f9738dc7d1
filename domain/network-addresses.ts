/** The one classifier of addresses and host names that are our own network (or reach it), for webhook URLs and the addresses they resolve to. */

/** IPv4 ranges that are not the public internet (the RFC 6890 special-purpose registry), as [network, prefix length]. */
const SPECIAL_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking (often routed inside data centres)
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** Dotted-decimal IPv4 as an unsigned 32-bit number, or null. */
function parseIpv4(text: string): number | null {
  const m = text.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (!m) return null;
  const octets = m.slice(1).map(Number);
  if (octets.some((o) => o > 255)) return null;
  return ((octets[0] << 24) >>> 0) + (octets[1] << 16) + (octets[2] << 8) + octets[3];
}

const SPECIAL_V4_RANGES = SPECIAL_V4.map(([network, bits]) => ({ base: parseIpv4(network)!, mask: bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0 }));

function isSpecialV4(value: number): boolean {
  return SPECIAL_V4_RANGES.some(({ base, mask }) => ((value & mask) >>> 0) === base);
}

/** IPv6 text (any of its forms: compressed, with an IPv4 tail, a zone, brackets) as eight 16-bit groups, or null. */
export function parseIpv6(text: string): number[] | null {
  let a = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!a.includes(':')) return null;
  const tail = a.match(/:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (tail) {
    const v4 = parseIpv4(tail[1]);
    if (v4 === null) return null;
    a = `${a.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s ? s.split(':') : []);
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

const v4Of = (high: number, low: number) => ((high << 16) >>> 0) + low;

/** Whether an IPv6 address is ours or reaches an IPv4 address that is: only global unicast (2000::/3) is public. */
function isSpecialV6(g: number[]): boolean {
  const zeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::, ::1, and the forms that carry an IPv4 address in their last 32 bits: compatible (::a.b.c.d), mapped
  // (::ffff:a.b.c.d, also written ::ffff:7f00:1), translated (::ffff:0:a.b.c.d) and NAT64 (64:ff9b::/96).
  if (zeroUntil(6)) return g[6] === 0 && g[7] <= 1 ? true : isSpecialV4(v4Of(g[6], g[7]));
  if (zeroUntil(5) && g[5] === 0xffff) return isSpecialV4(v4Of(g[6], g[7]));
  if (zeroUntil(4) && g[4] === 0xffff && g[5] === 0) return isSpecialV4(v4Of(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isSpecialV4(v4Of(g[6], g[7]));
  // 6to4 (2002::/16) carries its IPv4 address in the next 32 bits.
  if (g[0] === 0x2002) return isSpecialV4(v4Of(g[1], g[2]));
  if ((g[0] & 0xe000) !== 0x2000) return true;
  // Inside 2000::/3: the IETF's protocol assignments (2001::/23: Teredo, benchmarking, ORCHID) and documentation (2001:db8::/32, 3fff::/20).
  return (g[0] === 0x2001 && (g[1] < 0x200 || g[1] === 0xdb8)) || (g[0] === 0x3fff && g[1] < 0x1000);
}

/** Loopback, private, link-local, carrier-grade NAT, benchmarking, documentation, multicast, reserved and unspecified addresses, in IPv4 or any IPv6 form that reaches one. */
export function isPrivateAddress(address: string): boolean {
  const v4 = parseIpv4(address.trim());
  if (v4 !== null) return isSpecialV4(v4);
  const v6 = parseIpv6(address.trim().toLowerCase());
  // Neither form: not an address, so nothing this classifier can vouch for.
  return v6 ? isSpecialV6(v6) : false;
}

/** A host name as DNS compares it: lower case, without brackets or the final dot of a fully qualified name ("localhost." is "localhost"). */
export function normalizeHostName(host: string): string {
  return host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
}

/** Names that only ever mean this machine or our own network. */
export function isLocalHostName(host: string): boolean {
  const name = normalizeHostName(host);
  return name === 'localhost' || name.endsWith('.localhost');
}

/** A host (name or literal address) that is not on the public internet: ours by its address, or by a name only our network resolves. */
export function isPrivateHost(host: string): boolean {
  const name = normalizeHostName(host);
  if (isLocalHostName(name) || isPrivateAddress(name)) return true;
  if (parseIpv6(name)) return false;
  return !name.includes('.') || ['.internal', '.local', '.lan', '.home.arpa', '.intranet', '.corp'].some((suffix) => name.endsWith(suffix));
}
