// The double-dummy solver as a process of its own: the deals (PBN, 'N:…') as arguments, their tables as one JSON line
// (DDS's resTable, 20 numbers each). The server runs it (dd-solver.ts) rather than load libdds itself: libdds's unload
// hook crashes a process at exit, which server/dds.ts ends with _exit. Example: node --import tsx server/dd-child.ts 'N:…'.

import { openDds } from './dds';

const deals = process.argv.slice(2);
process.stdout.write(`${JSON.stringify(openDds().tables(deals))}\n`);
