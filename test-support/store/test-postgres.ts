// A fresh PostgreSQL database for one test run, made through TEST_DATABASE_URL's server and dropped after it.
// Example: const { url, drop } = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!); … await drop().

import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshPostgresDatabase(serverUrl: string): Promise<{ readonly url: string; readonly drop: () => Promise<void> }> {
  const name = `bt_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
