import { trustedPeers } from './trusted-peers';

describe('trusted peers', () => {
  it('trusts only the listed addresses and ranges', () => {
    const trusted = trustedPeers(['10.0.0.5', '192.168.1.0/24', '::1', 'fd00::/8']);
    expect(trusted('10.0.0.5')).toBe(true);
    expect(trusted('10.0.0.6')).toBe(false);
    expect(trusted('192.168.1.200')).toBe(true);
    expect(trusted('192.168.2.1')).toBe(false);
    expect(trusted('::1')).toBe(true);
    expect(trusted('fd12::3')).toBe(true);
    expect(trusted('2001:db8::1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });

  it('recognises an IPv4 peer on a dual-stack socket', () => {
    const trusted = trustedPeers(['127.0.0.1']);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.2')).toBe(false);
  });

  it('trusts nobody when nothing is listed', () => {
    expect(trustedPeers([])('127.0.0.1')).toBe(false);
  });
});
