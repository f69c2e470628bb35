// The server's settings from the environment, read once when the process starts (DATA_DIR, DATABASE_URL, TRUST_PROXY,
// JOINS_PER_SET_MINUTE and the join gate's JOINS_PER_ADDRESS_MINUTE, WRONG_PINS_PER_ADDRESS, WRONG_PINS_PER_PIN_DAY).
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
  /**
   * Joins one address may try at one set or class in a minute that nobody else's joins can stop (default 10: a student
   * with a typo or two, a few classmates on one school address). Past it, the address draws on joinsPerSetMinute with
   * everyone else (server/join-gate.ts), so a class behind one address still joins at once when nobody is in the way.
   */
  readonly joinsPerAddressMinute: number;
  /** Wrong PINs one address may give one set or class in ten minutes (default 10): then 429 for that address alone. */
  readonly wrongPinsPerAddress: number;
  /**
   * Wrong PINs a set or class takes for one PIN in a day, from everyone (default 1,000): then joining with that PIN is
   * refused until the day's window ends or the teacher makes a new PIN. Half of the million PINs at 1,000 a day is
   * 500 days, longer than a school year.
   */
  readonly wrongPinsPerPinDay: number;
  /**
   * Sets, classes, keys and copies one address may make in an hour (default 60: a teacher preparing a term's worth, not
   * a script filling the disk). A school whose teachers all come from one address may raise it; so does the browser
   * tests' shared server, whose every test comes from 127.0.0.1.
   */
  readonly createsPerHour: number;
}

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const trust = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  return {
    dataDir: env.DATA_DIR?.trim() || 'data',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    trustProxy: trust !== '' && trust !== '0' && trust !== 'false' && trust !== 'no',
    joinsPerSetMinute: positiveInt(env.JOINS_PER_SET_MINUTE) ?? 120,
    joinsPerAddressMinute: positiveInt(env.JOINS_PER_ADDRESS_MINUTE) ?? 10,
    wrongPinsPerAddress: positiveInt(env.WRONG_PINS_PER_ADDRESS) ?? 10,
    wrongPinsPerPinDay: positiveInt(env.WRONG_PINS_PER_PIN_DAY) ?? 1000,
    createsPerHour: positiveInt(env.CREATES_PER_HOUR) ?? 60,
  };
}

/** A whole number above 0 written in decimal, or null (unset, or anything else: the default then holds). */
function positiveInt(value: string | undefined): number | null {
  const n = Number((value ?? '').trim());
  return /^\d+$/.test((value ?? '').trim()) && n > 0 ? n : null;
}

export const SERVER_CONFIG: ServerConfig = readServerConfig(process.env);
