const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);
const HEXTET = /^[0-9a-f]{1,4}$/i;

function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  // An IPv4 tail (::ffff:192.0.2.1) counts as two groups.
  const tail = all.at(-1);
  const v4Tail = tail !== undefined && IPV4.test(tail);
  const hextets = v4Tail ? all.slice(0, -1) : all;
  if (!hextets.every((group) => HEXTET.test(group))) return false;
  const count = hextets.length + (v4Tail ? 2 : 0);
  return halves.length === 2 ? count < 8 : count === 8;
}

/** Whether the text is an IPv4 or IPv6 address. */
export function isIpAddress(value: string): boolean {
  return IPV4.test(value) || isIpv6(value);
}
