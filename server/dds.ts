// Debian's libdds (DDS 2.9.0, Bo Haglund and Soren Hein's double-dummy solver; package libdds0) called through koffi:
// the batch call CalcAllTablesPBN solves 40 deals' tables (5 strains × 4 declarers) at a time on the threads DDS sets
// itself, and DealerPar gives each deal's par score for its dealer and vulnerability. The benches use it, and a child process
// of the server (dd-child.ts: its exit hook must not run in the server itself) for a pair's finished deal; lib/ is
// pure, and the unit tests run without libdds (the reading of its results is lib/bridge/scoring/double-dummy.ts).
// Example: const dds = openDds(); dds.tables(['N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 …']) → [[13, 0, 13, 0, 12, …]];
//          dds.par(table, 'N', 'None') → { score: 1520, contracts: ['7N-NS'] }.

import { writeSync } from 'node:fs';
import { array, load, out, struct } from 'koffi';
import { DDS_DEALER, DDS_VUL, type DdsPar } from '../lib/bridge/scoring/double-dummy';
import type { Seat, Vulnerability } from '../lib/bridge/types';

/** DDS's MAXNOOFTABLES: deals per CalcAllTablesPBN call when all five strains are solved. */
const TABLES_PER_CALL = 40;
const STRAINS = 5;
const HANDS = 4;

export interface Dds {
  /** The double-dummy tables of deals given as PBN deal strings ('N:… … … …'): DDS's resTable, 20 numbers each. */
  tables(deals: readonly string[]): number[][];
  /** DDS's DealerPar: the par score (North-South's view) and the par contracts' texts. */
  par(resTable: readonly number[], dealer: Seat, vul: Vulnerability): DdsPar;
}

let opened: Dds | null = null;

/**
 * Loads libdds (the soname libdds.so.0, as Debian's libdds0 installs it) once per process (koffi's struct names are
 * process-wide); throws with the install hint if it is absent.
 */
export function openDds(): Dds {
  opened ??= loadDds();
  return opened;
}

function loadDds(): Dds {
  let lib: ReturnType<typeof load>;
  try {
    lib = load('libdds.so.0');
  } catch (e) {
    throw new Error(`libdds is not installed (Debian: apt-get install libdds0): ${(e as Error).message}`);
  }
  const libc = load('libc.so.6');
  // Debian's libdds 2.9.0, loaded with dlopen, crashes in its own unload hook when the process exits (FreeMemory →
  // Memory::ReturnThread after its Memory object is gone: a segmentation fault after everything ran, exit status 139).
  // So a process that loaded it ends with _exit, which skips the libraries' unload hooks, and with the exit code Node
  // chose. Node writes to files and pipes synchronously: no output is lost; an uncaught error is printed first (Node
  // would print it after the 'exit' event, which _exit ends).
  const exitNow = libc.func('_exit', 'void', ['int']);
  process.on('exit', (code) => exitNow(code));
  process.on('uncaughtException', (e) => {
    writeSync(2, `${e.stack ?? String(e)}\n`);
    process.exit(1);
  });
  struct('ddTableDealPBN', { cards: array('char', 80, 'String') });
  struct('ddTableDealsPBN', { noOfTables: 'int', deals: array('ddTableDealPBN', TABLES_PER_CALL * STRAINS) });
  struct('ddTableResults', { resTable: array('int', STRAINS * HANDS, 'Array') });
  struct('ddTablesRes', { noOfBoards: 'int', results: array('ddTableResults', TABLES_PER_CALL * STRAINS) });
  struct('parResults', { parScore: array('uint8', 2 * 16, 'Array'), parContractsString: array('uint8', 2 * 128, 'Array') });
  struct('allParResults', { presults: array('parResults', TABLES_PER_CALL) });
  struct('parResultsDealer', { number: 'int', score: 'int', contracts: array('uint8', 10 * 10, 'Array') });
  const setMaxThreads = lib.func('SetMaxThreads', 'void', ['int']);
  const calcAllTables = lib.func('CalcAllTablesPBN', 'int', [`ddTableDealsPBN *`, 'int', 'int *', out(`ddTablesRes *`), out(`allParResults *`)]);
  const dealerPar = lib.func('DealerPar', 'int', [`ddTableResults *`, out(`parResultsDealer *`), 'int', 'int']);
  const errorMessage = lib.func('ErrorMessage', 'void', ['int', 'uint8_t *']);
  // 0: DDS picks the number of threads from the cores and memory it finds
  setMaxThreads(0);

  const fail = (call: string, code: number): never => {
    const text = new Uint8Array(80);
    errorMessage(code, text);
    throw new Error(`${call} failed with DDS code ${code}: ${bytesText([...text])}`);
  };

  return {
    tables(deals) {
      const out: number[][] = [];
      for (let start = 0; start < deals.length; start += TABLES_PER_CALL) {
        const chunk = deals.slice(start, start + TABLES_PER_CALL);
        const res: { noOfBoards?: number; results?: { resTable: number[] }[] } = {};
        // mode -1: no par here (DealerPar gives each deal its own dealer and vulnerability); trumpFilter 0: all strains
        const code = calcAllTables({ noOfTables: chunk.length, deals: chunk.map((cards) => ({ cards })) }, -1, [0, 0, 0, 0, 0], res, {});
        if (code !== 1) fail('CalcAllTablesPBN', code);
        for (let i = 0; i < chunk.length; i++) out.push([...(res.results ?? [])[i].resTable]);
      }
      return out;
    },
    par(resTable, dealer, vul) {
      const res: { number?: number; score?: number; contracts?: number[] } = {};
      const code = dealerPar({ resTable: [...resTable] }, res, DDS_DEALER[dealer], DDS_VUL[vul]);
      if (code !== 1) fail('DealerPar', code);
      const contracts: string[] = [];
      for (let i = 0; i < (res.number ?? 0); i++) contracts.push(bytesText((res.contracts ?? []).slice(i * 10, i * 10 + 10)));
      return { score: res.score ?? 0, contracts };
    },
  };
}

/** A C string (NUL-terminated bytes) as text. */
function bytesText(bytes: readonly number[]): string {
  const end = bytes.indexOf(0);
  return String.fromCharCode(...(end < 0 ? bytes : bytes.slice(0, end)));
}
