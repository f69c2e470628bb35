// A way back to a lost teacher's home (issue 37 §3): a recovery name and a passphrase the teacher chose. The name is the
// lookup (SHA-256 of its normalized form, unique); the passphrase is kept only as a slow hash (a PHC string:
// `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`, parameters and per-row salt with it); the teacher key is kept sealed with a key
// derived from the passphrase (server/recovery.ts). One recovery per key: a new one replaces the old.
// Example: up(db) after 0006; `select key_hash from home_recoveries where name_hash = ?` → the key's hash, never the key.

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('home_recoveries')
    .addColumn('name_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('passphrase_hash', 'text', (c) => c.notNull())
    .addColumn('sealed_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
