// `npm run db:migrate`: brings the teachers' database (DATABASE_URL's PostgreSQL, else the SQLite file under DATA_DIR)
// to the latest schema. Example: DATA_DIR=/var/lib/bt npm run db:migrate → "sqlite /var/lib/bt: ran 0001-teachers-sets, 0002-items-and-grades, 0003-result-cells".

import { SERVER_CONFIG } from '../server/config';
import { openDatabase } from '../server/db';
import { migrateToLatest } from '../server/migrate';

const { db, dialect } = openDatabase(SERVER_CONFIG);
const where = dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite under ${SERVER_CONFIG.dataDir}`;
try {
  const ran = await migrateToLatest(db);
  console.log(`${where}: ${ran.length > 0 ? `ran ${ran.join(', ')}` : 'already up to date'}`);
} catch (error) {
  console.error(`${where}: migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
