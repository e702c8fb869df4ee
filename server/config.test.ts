import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./.data on port 3000 with demo data outside production', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./.data') });
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgresql://u:p@db.internal:5433/veoturg' });
    expect(c.database).toMatchObject({ kind: 'postgres', url: 'postgresql://u:p@db.internal:5433/veoturg' });
  });

  it('takes DATABASE_READ_URL beside DATABASE_URL only, and never echoes its password', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u:p@primary:5432/veoturg',
      DATABASE_READ_URL: 'postgres://u:p@replica:5432/veoturg',
    });
    expect(c.database).toMatchObject({ kind: 'postgres', readUrl: 'postgres://u:p@replica:5432/veoturg' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@primary:5432/veoturg' }).database).toMatchObject({
      readUrl: undefined,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u:p@replica:5432/veoturg' })).toThrow(
      /^Invalid setting DATABASE_READ_URL: only together with DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://u:p@primary/v',
        DATABASE_READ_URL: 'mysql://u:secret@replica/v',
      }),
    ).toThrow('Invalid setting DATABASE_READ_URL (got "mysql://u:***@replica/v")');
  });

  it('never seeds demo data in production unless asked', () => {
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://veoturg.example',
      DEMO_PAYMENTS: 'true',
    };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('requires PUBLIC_URL in production: e-mail links must not point at localhost', () => {
    const prod = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DEMO_PAYMENTS: 'true' };
    expect(() => loadConfig(prod)).toThrow(/^Invalid setting PUBLIC_URL: required in production/);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://veoturg.example/' }).publicUrl).toBe(
      'https://veoturg.example',
    );
    // Outside production the address the server listens on.
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it("keeps the operator's support hours as set, and none when unset or blank (each reader's own words)", () => {
    expect(loadConfig({}).support.hours).toBeNull();
    expect(loadConfig({ SUPPORT_HOURS: '   ' }).support.hours).toBeNull();
    expect(loadConfig({ SUPPORT_HOURS: ' E–R 9–18 ' }).support.hours).toBe('E–R 9–18');
  });

  it('requires AUTH_SECRET in production and never echoes it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: 'short-secret' })).toThrow(/AUTH_SECRET \(got "\*\*\*"\)/);
  });

  it.each([
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ SUPPORT_EMAIL: 'nope' }, /SUPPORT_EMAIL/],
  ])('refuses %o with a message naming the setting', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
  it('uses Stripe only with both keys; one without the other is a clear error that does not echo it', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const both = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadConfig(both).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /Invalid setting STRIPE_WEBHOOK_SECRET: .*together/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(
      /Invalid setting STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...both, STRIPE_SECRET_KEY: 'pk_test_oops' })).toThrow(
      /STRIPE_SECRET_KEY \(got "\*\*\*"\)/,
    );
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://veoturg.example',
      ...both,
    };
    expect(loadConfig(prod)).toMatchObject({ demoPayments: false, stripe: { secretKey: 'sk_test_abc123' } });
    // One key alone is an error in production too, not a quiet fall-back to the demo.
    expect(() => loadConfig({ ...prod, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /Invalid setting STRIPE_WEBHOOK_SECRET: .*together/,
    );
    expect(() => loadConfig({ ...prod, STRIPE_API_BASE: 'http://127.0.0.1:4010' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(loadConfig({ ...both, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripe?.apiBase).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it('runs the demo payment provider in production only with DEMO_PAYMENTS=true', () => {
    const prod = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://veoturg.example',
    };
    const both = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(() => loadConfig(prod)).toThrow(
      'Invalid setting STRIPE_SECRET_KEY: required in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or DEMO_PAYMENTS=true for a site whose payments are only a demo',
    );
    expect(() => loadConfig({ ...prod, DEMO_PAYMENTS: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...prod, DEMO_PAYMENTS: 'true' })).toMatchObject({
      demoPayments: true,
      stripe: null,
    });
    // Outside production the demo is the default, and can be refused explicitly.
    expect(loadConfig({}).demoPayments).toBe(true);
    expect(() => loadConfig({ DEMO_PAYMENTS: 'false' })).toThrow(/required with DEMO_PAYMENTS=false/);
    expect(loadConfig({ ...both, DEMO_PAYMENTS: 'false' }).demoPayments).toBe(false);
    // Both at once is ambiguous: which one takes the money?
    expect(() => loadConfig({ ...prod, ...both, DEMO_PAYMENTS: 'true' })).toThrow(
      /^Invalid setting DEMO_PAYMENTS: .*set one or the other$/,
    );
    expect(() => loadConfig({ ...prod, DEMO_PAYMENTS: 'maybe' })).toThrow(/DEMO_PAYMENTS \(got "maybe"\)/);
  });

  // Issue 27, item 2: with `true` Fastify takes the left-most X-Forwarded-For entry, which the client
  // writes, so a client chose the address its rate limits were counted by.
  it('takes TRUST_PROXY as the proxy addresses, and refuses true and hop counts with one line', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,Loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
      'fd00::/8',
    ]);
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new RegExp(
          `^Invalid setting TRUST_PROXY \\(got "${value}"\\): "true" lets any client choose its address`,
        ),
      );
    }
    for (const value of ['1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new RegExp(`^Invalid setting TRUST_PROXY \\(got "${value}"\\): a hop count cannot tell the proxy`),
      );
    }
    for (const [value, bad] of [
      ['10.0.0.0/0', '10.0.0.0/0'],
      ['0.0.0.0/0', '0.0.0.0/0'],
      ['127.0.0.1,', ''],
      ['proxy.internal', 'proxy.internal'],
      ['10.0.0.1/33', '10.0.0.1/33'],
      ['::1/129', '::1/129'],
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `Invalid setting TRUST_PROXY (got "${value}"): "${bad}" is not an IP address`,
      );
    }
  });
});
