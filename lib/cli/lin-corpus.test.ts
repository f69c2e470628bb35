// The LIN corpus (lib/bridge/lin/corpus/): `bridge lin` and the teacher's upload read every file alike — the same
// boards with the same deal, dealer, vulnerability and number — and `lin --export` gives LIN that reads back the same.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPbn } from '../teach/pbn-import';
import { lin } from './commands/lin';
import { parseArgs } from './args';

const DIR = join(__dirname, '../bridge/lin/corpus');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.lin') || f.endsWith('.txt')).sort();

type CliBoard = { board?: number; deal: string; dealer: string; vul: string; auction: { calls: string[] }; play: string[] };

function cli(text: string, flags: string[] = []): { event: string | null; boards: CliBoard[]; skipped: unknown[] } & { lin?: string } {
  const args = parseArgs(flags.map((f) => `--${f}`), lin);
  if (!args.ok) throw new Error('no args');
  const request = lin.fromArgs(args.value, text);
  if (!request.ok) throw new Error('no request');
  const answer = lin.handle(request.value);
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return answer.value as never;
}

describe('bridge lin and the upload', () => {
  it.each(FILES)('%s: the same boards, every one read', (name) => {
    const text = readFileSync(join(DIR, name), 'utf8');
    const read = cli(text);
    expect(read.skipped).toEqual([]);
    const upload = importPbn(text);
    if (!upload.ok) throw new Error(JSON.stringify(upload.error));
    expect(upload.value.skipped).toEqual([]);
    const sources = upload.value.sources.map((s) => (s.source === 'board' ? { board: s.board, deal: s.deal, dealer: s.dealer, vul: s.vul } : null));
    expect(sources).toEqual(read.boards.map((b) => ({ board: b.board ?? null, deal: b.deal, dealer: b.dealer, vul: b.vul })));
  });

  it.each(FILES)('%s: --export gives LIN that reads back the same boards', (name) => {
    const read = cli(readFileSync(join(DIR, name), 'utf8'));
    const exported = cli(JSON.stringify({ boards: read.boards }), ['export']);
    const again = cli(exported.lin ?? '');
    expect(again.boards.map((b) => [b.board, b.deal, b.dealer, b.vul, b.auction.calls])).toEqual(read.boards.map((b) => [b.board, b.deal, b.dealer, b.vul, b.auction.calls]));
  });
});
