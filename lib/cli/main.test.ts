// Spawns the real command line as `npm run bridge` does (scripts/bridge.mjs: the bundle, rebuilt when stale),
// one spawn per behaviour that only the whole process shows.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_BYTES } from './batch';

function bridge(args: string[], input: string | Buffer = ''): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['scripts/bridge.mjs', ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The JSON error of a refused run: exit status 2, nothing on stdout. */
function refusal(run: { status: number | null; stdout: string; stderr: string }): { code: string; message: string; params: Record<string, unknown> } {
  expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 2, stdout: '' });
  return (JSON.parse(run.stderr) as { error: { code: string; message: string; params: Record<string, unknown> } }).error;
}

/** The single JSON document a successful run prints. */
function json(run: { status: number | null; stdout: string; stderr: string }): unknown {
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  return JSON.parse(run.stdout);
}

describe('the bridge command line', () => {
  it('evaluate prints one JSON document', () => {
    expect(json(bridge(['evaluate', 'AKQ2.KJ3.T8.Q432', '--partner', 'S']))).toMatchObject({ hcp: 15, hd: 16, biddable: 'S' });
  });

  it('auction reports an illegal call and still exits 0', () => {
    expect(json(bridge(['auction', '--dealer', 'N', '1S P 1H P']))).toMatchObject({
      legal: false,
      errors: [{ index: 2, call: '1H', code: 'insufficient' }, { code: 'incomplete' }],
    });
  });

  it('score: 4SX by N making 11 tricks not vulnerable is 690', () => {
    expect(json(bridge(['score', '--contract', '4SX', '--declarer', 'N', '--tricks', '11', '--vul', 'None']))).toMatchObject({ ns: 690 });
  });

  it('board and deal', () => {
    expect(json(bridge(['board', '13']))).toEqual({ board: 13, dealer: 'N', vul: 'All' });
    const deals = json(bridge(['deal', '--seed', '2024', '--count', '2'])) as { deals: string[] };
    expect(deals.deals).toHaveLength(2);
    expect(deals.deals[0]).toMatch(/^N:(\S+ ){3}\S+$/);
  });

  it('rubber reads its deals on stdin', () => {
    const input = JSON.stringify({ deals: [{ contract: '4H', declarer: 'N', tricks: 10 }, { contract: '3N', declarer: 'S', tricks: 9 }] });
    expect(json(bridge(['rubber'], input))).toMatchObject({ finished: true, winner: 'NS', totals: { NS: 920, EW: 0 } });
  });

  it('batch answers every line in order and carries on after a bad one', () => {
    const input = ['{"cmd":"board","board":2}', 'not json', '', '{"cmd":"score","contract":"2HX","declarer":"S","tricks":9,"vul":"NS"}'].join('\n');
    const run = bridge(['batch'], input);
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual([
      { board: 2, dealer: 'E', vul: 'NS' },
      { error: expect.objectContaining({ code: 'bad-request', params: { detail: 'line 2 is not JSON', line: 2 } }) },
      expect.objectContaining({ ns: 870 }),
    ]);
  });

  it('refuses a word too many, an unknown flag and a missing option with exit 2 (evaluate H H, batch --frob, score)', () => {
    expect(refusal(bridge(['evaluate', 'H', 'H']))).toMatchObject({ code: 'extra-argument', params: { argument: 'H', command: 'evaluate' } });
    expect(refusal(bridge(['board', '5', '6', '7']))).toMatchObject({ code: 'extra-argument', params: { argument: '6' } });
    // refused before stdin is read: the requests are never answered
    expect(refusal(bridge(['batch', '--frob'], '{"cmd":"board","board":1}\n'))).toMatchObject({ code: 'unknown-option', params: { option: '--frob' } });
    expect(refusal(bridge(['score']))).toMatchObject({ code: 'missing-option', message: expect.stringMatching(/^score needs the option --contract\./) });
  });

  it('batch: splits on \\n only, skips blank lines, answers a line over the bound and carries on', () => {
    const input = Buffer.concat([
      Buffer.from('{"cmd":"board",\r"board":1}\r\n\r\n  \n'),
      Buffer.from(`{"cmd":"evaluate","hand":"${'x'.repeat(MAX_LINE_BYTES)}"}\n`),
      Buffer.from('{"cmd":"board","board":2,"dealer":"N"}\n{"cmd":"toString"}\n{"cmd":"board","board":3}'),
    ]);
    const run = bridge(['batch'], input);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual([
      { board: 1, dealer: 'N', vul: 'None' },
      { error: expect.objectContaining({ code: 'line-too-long', params: { line: 4, max: MAX_LINE_BYTES } }) },
      { error: expect.objectContaining({ code: 'unknown-field', params: { field: 'dealer', allowed: 'board', line: 5 } }) },
      { error: expect.objectContaining({ code: 'unknown-command', params: { command: 'toString' } }) },
      { board: 3, dealer: 'S', vul: 'EW' },
    ]);
  });

  it('a 12-card hand: exit status 2 and a JSON error on stderr', () => {
    const run = bridge(['evaluate', 'AKQ2.KJ3.T8.Q43']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr)).toEqual({
      error: { code: 'wrong-card-count', message: 'A hand needs 13 cards; this one has 12.', params: { found: 12, field: 'hand' } },
    });
  });
});
