// The server's settings from the environment, read once when the process starts (DATA_DIR, DATABASE_URL, TRUST_PROXY,
// JOINS_PER_SET_MINUTE).
// Example: DATABASE_URL=postgres://bt@db/bt next start → SERVER_CONFIG.databaseUrl is that URL; unset: SQLite under data/.

export interface ServerConfig {
  /** Where the SQLite file lives (default 'data', relative to the working directory). */
  readonly dataDir: string;
  /** PostgreSQL's connection URL; null for the embedded SQLite file. */
  readonly databaseUrl: string | null;
  /** Whether a proxy in front of the server is trusted to append the client's address to X-Forwarded-For. */
  readonly trustProxy: boolean;
  /**
   * Joins one set takes in a minute, from everyone (default 120: a class of 300 in under three minutes, a stranger with
   * the link cannot fill a set in seconds). A school whose lecture halls join faster may raise it; so does the class bench.
   */
  readonly joinsPerSetMinute: number;
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const trust = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  return {
    dataDir: env.DATA_DIR?.trim() || 'data',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    trustProxy: trust !== '' && trust !== '0' && trust !== 'false' && trust !== 'no',
    joinsPerSetMinute: positiveInt(env.JOINS_PER_SET_MINUTE) ?? 120,
  };
}

/** A whole number above 0 written in decimal, or null (unset, or anything else: the default then holds). */
function positiveInt(value: string | undefined): number | null {
  const n = Number((value ?? '').trim());
  return /^\d+$/.test((value ?? '').trim()) && n > 0 ? n : null;
}

export const SERVER_CONFIG: ServerConfig = readServerConfig(process.env);
