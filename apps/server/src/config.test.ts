import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DEMO_DATA).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATABASE_POOL_SIZE).toBe(20);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('reads typed values', () => {
    const c = loadConfig({
      PORT: '4000',
      DEMO_DATA: 'false',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_SIZE: '30',
    });
    expect(c.PORT).toBe(4000);
    expect(c.DATABASE_POOL_SIZE).toBe(30);
    expect(c.DEMO_DATA).toBe(false);
    expect(c.DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DEMO_DATA', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('names the variable %s when its value %s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('wants the Stripe webhook secret with the Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET:/);
    const c = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(c.STRIPE_SECRET_KEY).toBe('sk_test_x');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_x' })).toThrow(/STRIPE_SECRET_KEY:/);
  });

  it('takes an optional Connect webhook secret, a whsec_ one only', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig(stripe).STRIPE_CONNECT_WEBHOOK_SECRET).toBeUndefined();
    expect(
      loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c' })
        .STRIPE_CONNECT_WEBHOOK_SECRET,
    ).toBe('whsec_c');
    expect(() => loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'sk_test_x' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET:/,
    );
  });
});
