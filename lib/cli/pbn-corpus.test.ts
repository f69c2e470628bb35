// The PBN corpus (lib/bridge/pbn/corpus/): `bridge pbn` and the teacher's upload read every file alike — the same
// boards, the same games skipped with the same lines — and each file's special form reads as its README line says.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePbn } from '../bridge/pbn/decode';
import { importPbn } from '../teach/pbn-import';
import { pbn } from './commands/pbn';
import { parseArgs } from './args';

const DIR = join(__dirname, '../bridge/pbn/corpus');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.pbn')).sort();

type CliBoard = { line: number; board?: number; deal?: string; dealer?: string; [k: string]: unknown };
type CliRead = { boards: CliBoard[]; skipped: { code: string; params: Record<string, string | number> }[] };

/** The file as `bridge pbn < file` reads it: stdin's bytes decoded by the command, then its handler. */
function cliRead(bytes: Uint8Array): CliRead | { code: string; params: Record<string, string | number> } {
  const args = parseArgs([], pbn);
  if (!args.ok) throw new Error('no args');
  const text = pbn.stdinText!(bytes, args.value);
  const request = pbn.fromArgs(args.value, text);
  if (!request.ok) throw new Error('no request');
  const answer = pbn.handle(request.value);
  return answer.ok ? (answer.value as CliRead) : answer.error;
}

function read(name: string): { cli: CliRead; text: string } {
  const bytes = readFileSync(join(DIR, name));
  const cli = cliRead(bytes);
  if (!('boards' in cli)) throw new Error(`${name}: the command refused the file: ${JSON.stringify(cli)}`);
  return { cli, text: decodePbn(bytes).text };
}

/** Boards as `bridge pbn` gives them, written back by `bridge pbn --export` (its own handler). */
function exportFile(boards: { boards: readonly unknown[] }): string {
  const args = parseArgs(['--export'], pbn);
  if (!args.ok) throw new Error('no args');
  const request = pbn.fromArgs(args.value, JSON.stringify({ boards: boards.boards }));
  if (!request.ok) throw new Error(JSON.stringify(request.error));
  const answer = pbn.handle(request.value);
  if (!answer.ok) throw new Error(JSON.stringify(answer.error));
  return (answer.value as { pbn: string }).pbn;
}

const lineCode = (i: { code: string; params: Readonly<Record<string, string | number>> }) => [i.code, i.params.line];

describe('the PBN corpus', () => {
  it('holds at least 30 files, each with its README line', () => {
    const readme = readFileSync(join(DIR, 'README.md'), 'utf8');
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    for (const f of FILES) expect(readme).toContain(`\`${f}\``);
  });

  it.each(FILES)('%s: bridge pbn and the upload read the same boards and skip the same games at the same lines', (name) => {
    const { cli, text } = read(name);
    const upload = importPbn(text);
    expect(upload.ok).toBe(true);
    if (!upload.ok) return;
    const { sources, lines, skipped } = upload.value;
    // the reader's issues: the same games, the same lines, in the same order
    expect(skipped.filter((i) => i.code.startsWith('pbn-')).map(lineCode)).toEqual(cli.skipped.map(lineCode));
    // every board the command read is an item of the upload, or skipped by it for a reason of its own, at its line
    const boardSkips = skipped.filter((i) => i.code.startsWith('set-board-'));
    expect([...lines, ...boardSkips.map((i) => i.params.line)].sort((a, b) => Number(a) - Number(b))).toEqual(cli.boards.map((b) => b.line));
    for (const [k, source] of sources.entries()) {
      const board = cli.boards.find((b) => b.line === lines[k])!;
      expect(board.deal).toBeDefined();
      expect(source.source === 'board' && source.deal.slice(2).split(' ').sort()).toEqual(board.deal!.slice(2).split(' ').sort());
      if (board.board !== undefined) expect(source).toMatchObject({ board: board.board });
    }
  });
});

describe('the corpus files read as their README says', () => {
  const boards = (name: string) => read(name).cli.boards;
  const skippedOf = (name: string) => read(name).cli.skipped.map(lineCode);

  it('PBN 2.1 tag forms: a side Result, ^S, unknown hands, no space, values over lines, first duplicate, ## and #, backslashes', () => {
    expect(boards('05-result-side.pbn').map((b) => b.result)).toEqual([11, 8, 7]);
    expect(boards('06-declarer-caret.pbn').map((b) => b.declarer)).toEqual(['S', 'E']);
    const unknown = boards('07-unknown-hands.pbn');
    expect(unknown.map((b) => [b.deal !== undefined, b.partialDeal !== undefined])).toEqual([[true, false], [false, true], [true, false]]);
    expect(boards('11-no-space-tags.pbn').map((b) => [b.board, b.dealer])).toEqual([[1, 'N'], [2, 'E']]);
    const multi = boards('12-multiline-value.pbn');
    expect(multi[0].event).toBe('Kup\nŠumadije,\nzavršnica');
    expect(multi[1].otherTags).toEqual([{ name: 'Description', value: 'Lekcija\no licitaciji', section: [] }]);
    expect(boards('13-duplicate-tags.pbn').map((b) => [b.board, b.dealer])).toEqual([[1, 'N'], [2, 'E']]);
    expect(boards('14-header-inherit.pbn').map((b) => [b.event, b.site])).toEqual([
      ['Rīgas kauss', 'Rīga'], ['Rīgas kauss', 'Rīga'], ['Rīgas kauss', 'Jūrmala'], ['Rīgas kauss', 'Rīga'],
    ]);
    expect(boards('15-hash-copy.pbn').map((b) => b.event)).toEqual(['Turnir parova', 'Turnir parova', 'Turnir parova']);
    const slash = boards('16-backslash.pbn');
    expect([slash[0].event, slash[0].site, slash[1].otherTags]).toEqual(['Set "A" \\ B', 'C:\\deals\\', [{ name: 'Annotator', value: 'a\\b', section: [] }]]);
  });

  it('auction forms: +, ^I, ^S, a lone !, NAGs and suffixes and comments are kept with their calls', () => {
    const auction = (name: string, k = 0) => boards(name)[k].auction as { calls: string[]; annotations?: { index: number; text: string }[] };
    expect(auction('08-auction-plus.pbn').annotations).toEqual([{ index: 0, text: '+' }]);
    expect(auction('08-auction-plus.pbn', 1).annotations).toEqual([{ index: 1, text: '+' }]);
    expect(auction('09-auction-irregular.pbn').annotations).toEqual([{ index: 0, text: '^I' }]);
    expect(auction('09-auction-irregular.pbn', 1).annotations).toEqual([{ index: 1, text: '^S' }]);
    expect(auction('10-lone-bang.pbn').annotations).toEqual([{ index: 0, text: '!' }, { index: 2, text: '!' }]);
    expect(auction('17-nags-suffixes.pbn').annotations).toEqual([
      { index: 0, text: '!' }, { index: 2, text: '!?' }, { index: 4, text: '$2' }, { index: 6, text: '$1' },
    ]);
    expect(auction('23-comments-in-auction.pbn').annotations).toEqual([{ index: 0, text: '{jaka bez adutu}' }, { index: 2, text: '{Stayman}' }]);
    expect(boards('23-comments-in-auction.pbn')[1].otherTags).toEqual([{ name: 'Play', value: 'E', section: ['SA {lead} S2 S3 S4', '*'], afterAuction: true }]);
  });

  it('encodings: Latin-1, Windows-1250 and -1257 without a charset line, a named charset, a BOM, CRLF', () => {
    expect(boards('18-latin1.pbn')[0].players).toEqual({ N: 'Renée Müller', S: 'José Núñez' });
    expect(boards('19-cp1250-serbian.pbn')[0].players).toEqual({ N: 'Đorđe Čolić', S: 'Žarko Đukić' });
    expect(boards('19-cp1250-serbian.pbn')[0].comments).toEqual(['Klub „Đorđe Čolić“, Šabac']);
    expect(boards('20-cp1257-latvian.pbn')[0].players).toEqual({ N: 'Jānis Bērziņš', E: 'Ķārlis Ņikitins' });
    expect(boards('33-charset-header.pbn')[0].players).toEqual({ N: 'Begoña Ibáñez' });
    expect(boards('21-utf8-bom.pbn')[0].players).toEqual({ N: 'Đorđe', E: 'Ķārlis' });
    expect(boards('22-crlf.pbn').map((b) => b.line)).toEqual([1, 9]);
  });

  it('bad games are skipped with their line, the others read', () => {
    expect(skippedOf('24-bad-deal-middle.pbn')).toEqual([['pbn-bad-deal', 8]]);
    expect(boards('24-bad-deal-middle.pbn').map((b) => b.board)).toEqual([1, 3]);
    expect(skippedOf('25-bad-tag.pbn')).toEqual([['pbn-bad-tag', 7]]);
    expect(skippedOf('26-illegal-auction.pbn')).toEqual([['pbn-illegal-auction', 6]]);
    expect(skippedOf('27-stray-text.pbn')).toEqual([['pbn-stray-text', 6]]);
    expect(skippedOf('28-unclosed-comment.pbn')).toEqual([['pbn-unclosed-comment', 10]]);
    expect(skippedOf('35-bad-board-and-vul.pbn')).toEqual([['pbn-bad-board', 6], ['pbn-bad-vulnerable', 10], ['pbn-bad-result', 15]]);
    expect(skippedOf('36-bad-note.pbn')).toEqual([['pbn-bad-note', 6]]);
  });

  it('PBN → JSON → PBN keeps a lesson file as it went: every comment in its place, the + marks, the play after the auction', () => {
    const original = readFileSync(join(DIR, '37-lesson-commentary.pbn'), 'utf8');
    const exported = exportFile(cliRead(readFileSync(join(DIR, '37-lesson-commentary.pbn'))) as CliRead);
    // the order of comments and tags, line by line (calls are written in PBN's canonical spacing: "1NT +")
    const shape = (text: string) => text.split('\n').filter((l) => /^[{[]/.test(l)).map((l) => (l.startsWith('{') ? l : l.replace(/ ".*$/, '')));
    expect(shape(exported)).toEqual(shape(original));
    expect(exported).toContain('1NT + Pass 2C + Pass');
    expect(exported).toContain('S3 + S5 S2');
    // and again: stable
    expect(exportFile(cliRead(new TextEncoder().encode(exported)) as CliRead)).toBe(exported);
  });

  it('the upload: keys with alternatives, an ended auction asks its first bid, a board of unknown hands is skipped', () => {
    const keys = importPbn(read('29-teacher-keys.pbn').text);
    expect(keys.ok && [keys.value.sources.map((s) => s.source === 'board' && s.key), keys.value.accepted]).toEqual([['1N', '1H'], [[], ['1S', '1N']]]);
    expect(keys.ok && keys.value.skipped.map((i) => i.code)).toEqual(['set-board-bad-key', 'set-board-illegal-key']);
    const ended = importPbn(read('01-tournament-record.pbn').text);
    // board 1 opens 1♣; on board 2 East passes and South opens: asked after the pass
    expect(ended.ok && ended.value.sources.map((s) => s.source === 'board' && s.auction)).toEqual(['', 'P']);
    const unknown = importPbn(read('07-unknown-hands.pbn').text);
    expect(unknown.ok && unknown.value.skipped.map(lineCode)).toEqual([['set-board-no-deal', 5]]);
    const many = importPbn(read('32-many-boards.pbn').text);
    expect(many.ok && many.value.sources.length).toBe(120);
  });
});
