// The teachers' recoveries as stored (home_recoveries, migration 0008): one row per teacher key, found by the recovery
// name's hash; a new recovery of a key replaces its old one in one transaction, refused when the name is another key's.
// Example: const recoveries = createRecoveryStore(opened); await recoveries.put(row) → 'done' (or 'taken').

import type { OpenedDatabase } from './db';
import { isUniqueViolation } from './db';

export interface RecoveryRow {
  /** SHA-256 of the normalized recovery name (server/recovery.ts recoveryNameHash). */
  readonly nameHash: string;
  /** SHA-256 of the teacher key (as teacher_keys holds it). */
  readonly keyHash: string;
  /** The passphrase's scrypt hash as a PHC string, with its parameters and salt. */
  readonly passphraseHash: string;
  /** The teacher key sealed with the key the passphrase derives. */
  readonly sealedKey: string;
  readonly createdAt: number;
}

export interface RecoveryStore {
  byName(nameHash: string): Promise<RecoveryRow | null>;
  byKey(keyHash: string): Promise<RecoveryRow | null>;
  /** The key's recovery, replacing the one it had; 'taken' when another key's recovery has the name (nothing changes). */
  put(row: RecoveryRow): Promise<'done' | 'taken'>;
}

/** created_at: pg returns int8 as a string, SQLite a number (as rows.ts converts; not imported here: it imports store-types). */
type Stored = { name_hash: string; key_hash: string; passphrase_hash: string; sealed_key: string; created_at: number | string };

function recoveryRow(row: Stored): RecoveryRow {
  return { nameHash: row.name_hash, keyHash: row.key_hash, passphraseHash: row.passphrase_hash, sealedKey: row.sealed_key, createdAt: Number(row.created_at) };
}

export function createRecoveryStore({ db }: OpenedDatabase): RecoveryStore {
  const where = async (column: 'name_hash' | 'key_hash', value: string): Promise<RecoveryRow | null> => {
    const row = await db.selectFrom('home_recoveries').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? recoveryRow(row) : null;
  };
  return {
    byName: (nameHash) => where('name_hash', nameHash),
    byKey: (keyHash) => where('key_hash', keyHash),
    async put(row) {
      try {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('home_recoveries').where('key_hash', '=', row.keyHash).execute();
          await trx
            .insertInto('home_recoveries')
            .values({ name_hash: row.nameHash, key_hash: row.keyHash, passphrase_hash: row.passphraseHash, sealed_key: row.sealedKey, created_at: row.createdAt })
            .execute();
        });
        return 'done';
      } catch (error) {
        // the name is another key's (the key's own old row went first): the transaction rolled back, the old one stays
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}
