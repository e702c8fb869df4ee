import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import type { Kind } from './kinds';

/**
 * The back office's part of the benchmark (`--admin`): accounts up to `--users` (each with a profile,
 * as every account has one, and its credits), an admin with a session, and the admin lists' request
 * kinds, sent with that session's cookie.
 */

const FIRST = ['Mari', 'Jaan', 'Kati', 'Peeter', 'Liis', 'Andres', 'Kristi', 'Toomas', 'Eva', 'Margus'];
const LAST = ['Tamm', 'Saar', 'Kask', 'Mets', 'Lepik', 'Kuusk', 'Oja', 'Kallas', 'Rebane', 'Ilves'];

/** Adds plain accounts (no listings, most without a company) until there are `total`; answers how many were added. */
export async function addAccounts(url: string, total: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from users');
    const missing = total - Number(rows[0]!.n);
    if (missing <= 0) return 0;
    await client.query('begin');
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'bench-account-' || g, '', 'konto' || g || '@' || ($2::text[])[1 + g % 10] || '.bench.test', true,
              now() - make_interval(mins => g), now()
       from generate_series(1, $1::int) g`,
      [
        missing,
        ['firma', 'vedu', 'logistika', 'transport', 'auto', 'cargo', 'trans', 'grupp', 'mail', 'post'],
      ],
    );
    await client.query(
      `insert into profiles (user_id, email, contact_person, company_name, created_at, updated_at)
       select 'bench-account-' || g, 'konto' || g || '@bench.test',
              ($2::text[])[1 + g % 10] || ' ' || ($3::text[])[1 + (g / 10) % 10],
              case when g % 4 = 0 then ($3::text[])[1 + g % 10] || ' Vedu ' || g || ' OÜ' end, now(), now()
       from generate_series(1, $1::int) g`,
      [missing, FIRST, LAST],
    );
    await client.query(
      `insert into user_credits (user_id, credits_used)
       select 'bench-account-' || g, g % 4 from generate_series(1, $1::int) g`,
      [missing],
    );
    await client.query('commit');
    await client.query('vacuum (analyze) users, profiles, user_credits');
    return missing;
  } finally {
    await client.end();
  }
}

/**
 * An admin account with a session, and the Cookie header that carries it: the session cookie as
 * better-auth signs it (server/platform/auth/direct-session.ts) with the server's AUTH_SECRET. The
 * server runs with NODE_ENV=production, so the cookie has the `__Secure-` prefix.
 */
export async function adminCookie(url: string, secret: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const id = 'bench-admin';
    await client.query(
      `insert into users (id, name, email, email_verified) values ($1, 'Bench Admin', 'admin@bench.test', true)
       on conflict (id) do nothing`,
      [id],
    );
    await client.query(`insert into user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`, [
      id,
    ]);
    const token = randomBytes(24).toString('base64url');
    await client.query(
      `insert into sessions (id, user_id, token, expires_at, created_at, updated_at)
       values ($1, $2, $3, now() + interval '1 day', now(), now())`,
      [randomBytes(16).toString('hex'), id, token],
    );
    const value = encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
    return `__Secure-veoturg.session_token=${value}`;
  } finally {
    await client.end();
  }
}

/** The admin lists' request kinds: the target is p95 under 50 ms like the feeds'. */
export function adminKinds(cookie: string): Kind[] {
  const kind = (name: string, path: string): Kind => ({ name: `admin ${name}`, path, cookie });
  return [
    kind('users: page 1', '/api/admin/users'),
    kind('users: q=tamm (many)', '/api/admin/users?q=tamm'),
    kind('users: q=konto12345 (one)', '/api/admin/users?q=konto12345'),
    kind('users: q=vedu 7 (company name)', '/api/admin/users?q=vedu%207'),
    kind('users: role=admin', '/api/admin/users?role=admin'),
    kind('users: plan=premium', '/api/admin/users?plan=premium'),
    kind('users: plan=free, page 40', '/api/admin/users?plan=free&page=40'),
    kind('entries: cargo page 1', '/api/admin/listings/cargo'),
    kind('entries: cargo status=active', '/api/admin/listings/cargo?status=active'),
    kind('entries: cargo status=expired', '/api/admin/listings/cargo?status=expired'),
    kind('entries: cargo q=tallinn', '/api/admin/listings/cargo?q=tallinn'),
    kind('entries: transport q=riga', '/api/admin/listings/transport?q=riga'),
    kind('entries: tab counts', '/api/admin/entries/counts'),
    kind('entries: tab counts, q=tallinn', '/api/admin/entries/counts?q=tallinn'),
    kind('entries: companies page 1', '/api/admin/companies'),
  ];
}
