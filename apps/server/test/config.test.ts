import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig, parseTrustProxy } from '../src/config';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-test-data',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
};
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    expect(load({}).trustProxy).toBe(false);
    for (const value of ['', 'false', 'FALSE', 'no', '0', '  ']) {
      expect(load({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('refuses true with a message that says what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
    }
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true trusts every hop, so any client can choose its IP; set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses',
    );
  });

  it('takes a hop count', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(() => load({ TRUST_PROXY: '50' })).toThrow(/at most 20/);
  });

  it('takes a list of proxy addresses and CIDR ranges', () => {
    expect(load({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(
      load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8 ,::1, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8', '::1', 'loopback']);
  });

  it('refuses anything else, naming the bad entry', () => {
    for (const bad of [
      'proxy.example.com',
      '10.0.0.1/33',
      '10.0.0.0/0',
      '::/0',
      '10.0.0.1/8/2',
      '300.1.1.1',
      '1.5',
      '-1',
      'on',
    ]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
    expect(() => parseTrustProxy('10.0.0.1, nope')).toThrow(/"nope" is not a proxy address/);
  });

  it('gives Fastify a hop function for a count and the list as it is', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const fn = trust as (address: string, hop: number) => boolean;
    expect([fn('10.0.0.1', 0), fn('10.0.0.2', 1), fn('6.6.6.6', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('BILLING_MODE', () => {
  const stripe = {
    BILLING_MODE: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_PRO_MONTHLY: 'price_a',
    STRIPE_PRICE_PRO_YEARLY: 'price_b',
    STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_c',
    STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_d',
  };

  it('is free by default', () => {
    expect(load({}).billing).toEqual({ mode: 'free' });
  });

  it('takes Stripe with every key and price id', () => {
    expect(load(stripe).billing).toMatchObject({
      mode: 'stripe',
      prices: { pro: { month: 'price_a', year: 'price_b' }, enterprise: { month: 'price_c' } },
    });
  });

  it('names every missing Stripe variable, and refuses an unknown mode', () => {
    const { STRIPE_WEBHOOK_SECRET: _w, STRIPE_PRICE_PRO_YEARLY: _y, ...partial } = stripe;
    expect(() => load(partial)).toThrow(
      new ConfigError('BILLING_MODE=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO_YEARLY.'),
    );
    expect(() => load({ BILLING_MODE: 'paypal' })).toThrow(/BILLING_MODE: must be free or stripe/);
  });
});
