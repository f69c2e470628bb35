// The server's settings from the environment, read once when the process starts (DATA_DIR, DATABASE_URL, TRUST_PROXY).
// Example: DATABASE_URL=postgres://bt@db/bt next start → SERVER_CONFIG.databaseUrl is that URL; unset: SQLite under data/.

export interface ServerConfig {
  /** Where the SQLite file lives (default 'data', relative to the working directory). */
  readonly dataDir: string;
  /** PostgreSQL's connection URL; null for the embedded SQLite file. */
  readonly databaseUrl: string | null;
  /** Whether a proxy in front of the server is trusted to append the client's address to X-Forwarded-For. */
  readonly trustProxy: boolean;
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const trust = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  return {
    dataDir: env.DATA_DIR?.trim() || 'data',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    trustProxy: trust !== '' && trust !== '0' && trust !== 'false' && trust !== 'no',
  };
}

export const SERVER_CONFIG: ServerConfig = readServerConfig(process.env);
