import { BlockList, isIP } from 'node:net';

/** Whether a direct peer's address is one of `entries` (IPs and CIDR ranges, as TESSERA_TRUSTED_PROXIES lists them). */
export function trustedPeers(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return list.check(mapped[1], 'ipv4') || list.check(address, 'ipv6');
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
