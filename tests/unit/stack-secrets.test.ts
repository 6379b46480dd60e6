import {describe, expect, it} from 'vitest';
import {
  LOCAL_ADMIN_TOKEN,
  LOCAL_MULTIPASS_SECRET,
  LOCAL_SESSION_SECRET,
  LOCAL_SHARED_SHOP_KEY,
} from '../../dev/local-env';
import {isLoopbackHost, publishedSecretsRefusal} from '../../dev/env';

const PUBLISHED = {
  SESSION_SECRET: LOCAL_SESSION_SECRET,
  MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET,
  COMMERCE_ADMIN_TOKEN: LOCAL_ADMIN_TOKEN,
  SHARED_SHOP_KEY: LOCAL_SHARED_SHOP_KEY,
};
const OWN = {
  SESSION_SECRET: 'a-session-secret-of-this-machine',
  MULTIPASS_SECRET: 'a-multipass-secret-of-this-machine',
  COMMERCE_ADMIN_TOKEN: 'an-admin-token-of-this-machine',
  SHARED_SHOP_KEY: 'a-shared-shop-key-of-this-machine-32',
};
const EVERY = [
  'SESSION_SECRET',
  'MULTIPASS_SECRET',
  'COMMERCE_ADMIN_TOKEN',
  'SHARED_SHOP_KEY',
];

describe('isLoopbackHost', () => {
  it.each([
    {host: '127.0.0.1', loopback: true},
    {host: '127.1.2.3', loopback: true},
    {host: 'localhost', loopback: true},
    {host: 'LOCALHOST', loopback: true},
    {host: '::1', loopback: true},
    {host: '[::1]', loopback: true},
    {host: '0.0.0.0', loopback: false},
    {host: '::', loopback: false},
    {host: '192.168.1.20', loopback: false},
    {host: '10.0.0.5', loopback: false},
    {host: 'shop.example', loopback: false},
    {host: '127.0.0.1.evil.example', loopback: false},
    {host: 'localhost.evil.example', loopback: false},
  ])('$host: $loopback', ({host, loopback}) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('publishedSecretsRefusal', () => {
  it.each([
    {case: 'published secrets on loopback', hosts: ['127.0.0.1'], secrets: PUBLISHED},
    {
      case: 'published secrets on localhost and ::1',
      hosts: ['localhost', '::1'],
      secrets: PUBLISHED,
    },
    {case: 'own secrets on every interface', hosts: ['0.0.0.0'], secrets: OWN},
    {
      case: 'own secrets on a LAN address',
      hosts: ['192.168.1.20', '127.0.0.1'],
      secrets: OWN,
    },
    {
      case: 'the Auth emulator on loopback',
      hosts: ['127.0.0.1'],
      secrets: {...PUBLISHED, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099'},
    },
  ])('starts with $case', ({hosts, secrets}) => {
    expect(publishedSecretsRefusal(hosts, secrets)).toBeNull();
  });

  it.each([
    {
      case: 'every interface',
      hosts: ['0.0.0.0', '127.0.0.1'],
      secrets: PUBLISHED,
      names: EVERY,
    },
    {
      case: 'every IPv6 interface',
      hosts: ['::'],
      secrets: PUBLISHED,
      names: EVERY,
    },
    {
      case: 'a LAN address, only the session secret published',
      hosts: ['192.168.1.20'],
      secrets: {...OWN, SESSION_SECRET: LOCAL_SESSION_SECRET},
      names: ['SESSION_SECRET'],
    },
    {
      case: 'a LAN address, only the multipass secret published',
      hosts: ['192.168.1.20'],
      secrets: {...OWN, MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET},
      names: ['MULTIPASS_SECRET'],
    },
    {
      case: 'a LAN address, only the admin token published',
      hosts: ['192.168.1.20'],
      secrets: {...OWN, COMMERCE_ADMIN_TOKEN: LOCAL_ADMIN_TOKEN},
      names: ['COMMERCE_ADMIN_TOKEN'],
    },
    {
      case: 'a LAN address, only the shared-shop key published',
      hosts: ['192.168.1.20'],
      secrets: {...OWN, SHARED_SHOP_KEY: LOCAL_SHARED_SHOP_KEY},
      names: ['SHARED_SHOP_KEY'],
    },
    {
      case: 'every interface with own secrets but the Auth emulator configured',
      hosts: ['0.0.0.0', '127.0.0.1'],
      secrets: {...OWN, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099'},
      names: [] as string[],
    },
  ])(
    'refuses $case, naming the address and the published values',
    ({hosts, secrets, names}) => {
      const refusal = publishedSecretsRefusal(hosts, secrets);
      expect(refusal).toContain(hosts[0]);
      for (const name of Object.keys(OWN)) {
        expect(refusal?.includes(name), name).toBe(names.includes(name));
      }
      expect(
        refusal?.includes('with the development FIREBASE_AUTH_EMULATOR_HOST') ||
          refusal?.includes(', FIREBASE_AUTH_EMULATOR_HOST published'),
      ).toBe('FIREBASE_AUTH_EMULATOR_HOST' in secrets);
    },
  );
});
