/** The address classifier: every form of an address that reaches our own network, and the names that do. */
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateHost, parseIpv6 } from './network-addresses';

describe('the address classifier', () => {
  it('reads every IPv6 text form', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('[::ffff:127.0.0.1]')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('64:ff9b::7f00:1')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1]);
    expect(parseIpv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('2606:4700:0:0:0:0:0:1111')).toEqual([0x2606, 0x4700, 0, 0, 0, 0, 0, 0x1111]);
    for (const bad of ['1::2::3', '1:2:3:4:5:6:7:8:9', 'g::1', '::1.2.3.256', '10.0.0.1']) expect(parseIpv6(bad), bad).toBeNull();
  });

  it('knows IPv4 ranges that are not the public internet, 198.18.0.0/15 among them', () => {
    for (const a of ['0.0.0.0', '10.1.2.3', '100.64.0.1', '127.0.0.1', '169.254.169.254', '172.16.0.1', '192.0.0.8', '192.0.2.1', '192.168.1.1', '198.18.0.1', '198.19.255.254', '198.51.100.7', '203.0.113.9', '224.0.0.1', '255.255.255.255']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '198.17.255.255', '198.20.0.1', '100.128.0.1']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('sees through the IPv6 forms that reach an IPv4 address: mapped (dotted and hex), compatible, translated, NAT64 and 6to4', () => {
    const privateForms = [
      '::ffff:10.0.0.1',
      '::ffff:7f00:1', // hex v4-mapped 127.0.0.1
      '::ffff:a9fe:a9fe', // 169.254.169.254
      '::7f00:1', // v4-compatible
      '::ffff:0:7f00:1', // SIIT translated
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b::10.0.0.1',
      '64:ff9b::c612:1', // 198.18.0.1 through NAT64
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '2002:c0a8:101:1::1', // 6to4 of 192.168.1.1
    ];
    for (const a of privateForms) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['::ffff:5db8:d70e', '64:ff9b::5db8:d70e', '2002:5db8:d70e::1']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('takes only global unicast IPv6 as public', () => {
    for (const a of ['::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fec0::1', 'ff02::1', '100::1', '64:ff9b:1::1', '2001::1', '2001:2::1', '2001:db8::1', '3fff::1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['2606:4700::1111', '2a00:1450:4001:82a::200e', '2001:4860:4860::8888']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('knows names of our own network, with or without the final dot', () => {
    for (const h of ['localhost', 'localhost.', 'LOCALHOST..', 'api.localhost.', 'intranet', 'intranet.', 'db.internal', 'db.internal.', 'printer.local', 'nas.home.arpa', '[::1]', '198.18.0.1']) {
      expect(isPrivateHost(h), h).toBe(true);
    }
    for (const h of ['hooks.example.com', 'hooks.example.com.', '[2606:4700::1111]', '93.184.215.14']) expect(isPrivateHost(h), h).toBe(false);
  });
});
