import pg from 'pg';

// The database of a benchmark: BENCH_DATABASE_URL as given, or a throwaway one on
// BENCH_POSTGRES_URL's server (the local PostgreSQL by default), dropped at the end.

export type BenchDatabase = { url: string; name: string; throwaway: boolean; drop(): Promise<void> };

export async function benchDatabase(label = ''): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    return { url: given, name: new URL(given).pathname.slice(1), throwaway: false, drop: async () => {} };
  }
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `veoturg_bench_${label ? `${label}_` : ''}${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    throwaway: true,
    async drop() {
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
