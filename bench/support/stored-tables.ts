// The CI sample's double-dummy tables, kept in the repository (bench/stored/ci-sample-tables.json). A deal's table never
// changes, so CI need not solve all of them again (21 of the sample's 23 s): it takes the stored tables and solves a
// spot check of them with DDS, and a stored table that DDS does not give again fails the run, as does a deal the file
// lacks (solved, and named, so that `--ci --write` stores it). The par of every deal is still DDS's, from the table.
// Example: spotCheck(['a', 'b', 'c', 'd'], 2) → ['a', 'c']; tableMismatches(stored, solved) → ['N:AK… : stored 13,0,… DDS 12,1,…'].

/** The stored file: the sample's seed and each deal's table (PBN deal → DDS's 20 numbers, as readDdsTable reads them). */
export interface StoredTables {
  readonly seed: number;
  readonly tables: Readonly<Record<string, readonly number[]>>;
}

/** Bounds: the sample is 200 deals; a file far larger than that is not the sample's. */
const MAX_BYTES = 1_000_000;
const TABLE_LENGTH = 20;

/** The stored tables, or null when the text is not such a file (too large, not JSON, a table that is not 20 tricks 0–13). */
export function readStoredTables(text: string): StoredTables | null {
  if (text.length > MAX_BYTES) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { seed, tables } = data as { seed?: unknown; tables?: unknown };
  if (typeof seed !== 'number' || !Number.isInteger(seed) || typeof tables !== 'object' || tables === null || Array.isArray(tables)) return null;
  for (const table of Object.values(tables)) {
    if (!Array.isArray(table) || table.length !== TABLE_LENGTH || table.some((n) => !Number.isInteger(n) || n < 0 || n > 13)) return null;
  }
  return { seed, tables: tables as Record<string, number[]> };
}

/** The file's text: one deal per line, so that a change of the sample shows as lines in a diff. */
export function writeStoredTables(stored: StoredTables): string {
  const lines = Object.entries(stored.tables).map(([pbn, table]) => `    ${JSON.stringify(pbn)}: ${JSON.stringify(table)}`);
  return `{\n  "seed": ${stored.seed},\n  "tables": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** The deals DDS solves again in CI: every `every`-th, the first among them. */
export function spotCheck(pbns: readonly string[], every: number): string[] {
  return pbns.filter((_, i) => i % every === 0);
}

/** The spot-checked deals whose stored table differs from DDS's, each as a line that names the deal and both tables. */
export function tableMismatches(stored: StoredTables, solved: ReadonlyMap<string, readonly number[]>): string[] {
  const lines: string[] = [];
  for (const [pbn, table] of solved) {
    const kept = stored.tables[pbn];
    if (kept && kept.join(',') !== table.join(',')) lines.push(`${pbn}: stored ${kept.join(',')}, DDS ${table.join(',')}`);
  }
  return lines;
}
