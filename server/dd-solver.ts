// Double-dummy tables for the server, from the solver in a process of its own (dd-child.ts, run with tsx as the
// benches run): one call per finished deal, bounded in time; null when it cannot answer (libdds or tsx not installed,
// a timeout), and the page then shows no double-dummy line. Example: await ddTables(['N:…']) → [[…20 numbers]] or null.

import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** A deal's table takes DDS a fraction of a second; a loaded machine may take several. */
const TIMEOUT_MS = 20_000;

let warned = false;

export function ddTables(deals: readonly string[]): Promise<number[][] | null> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', join('server', 'dd-child.ts'), ...deals], { cwd: process.cwd(), timeout: TIMEOUT_MS, maxBuffer: 1 << 20 }, (error, stdout) => {
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
  });
}
