// Double-dummy tables for the server, from the solver in a process of its own (dd-child.ts, run with tsx as the
// benches run), bounded in time; null when it cannot answer (libdds or tsx not installed, a timeout), and the page then
// shows no double-dummy line. The finished deals wait in one queue: one solver process at a time takes up to 40 of them
// (DDS's batch), so a class ending its deals together starts a few processes, not one each.
// Example: await ddTable('N:…') → […20 numbers] or null; await ddTables(['N:…', …]) → one process for all.

import { execFile } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';

/** The lowest scheduling priority (nice 19). */
const LOWEST_PRIORITY = 19;
/** A deal's table takes DDS a fraction of a second; a loaded machine may take several. */
const TIMEOUT_MS = 20_000;

let warned = false;

export function ddTables(deals: readonly string[]): Promise<number[][] | null> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', join('server', 'dd-child.ts'), ...deals], { cwd: process.cwd(), timeout: TIMEOUT_MS, maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) {
        if (!warned) console.error(`[dd] the double-dummy solver did not answer: ${error.message.split('\n')[0]}`);
        warned = true;
        return resolve(null);
      }
      try {
        const tables = JSON.parse(stdout) as unknown;
        resolve(Array.isArray(tables) && tables.length === deals.length ? (tables as number[][]) : null);
      } catch {
        resolve(null);
      }
    });
    // the solver gives way to the server's requests: on 2 cores, at the server's priority it took a class's calls
    // from p99 45 ms to 161 ms (bench/pairs.ts); the table can wait a second, a call cannot
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWEST_PRIORITY);
      } catch {
        // not allowed here: it runs at the server's priority
      }
    }
  });
}

/** DDS's batch of tables in one call (MAXNOOFTABLES with all five strains). */
const BATCH = 40;

interface Waiting {
  readonly deal: string;
  readonly resolve: (table: number[] | null) => void;
}

const queue: Waiting[] = [];
let draining = false;

/** One deal's table, solved with whatever other deals wait at the time. */
export function ddTable(deal: string): Promise<number[] | null> {
  return new Promise((resolve) => {
    queue.push({ deal, resolve });
    void drain();
  });
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH);
      const tables = await ddTables(batch.map((w) => w.deal));
      batch.forEach((w, i) => w.resolve(tables?.[i] ?? null));
    }
  } finally {
    draining = false;
  }
}
