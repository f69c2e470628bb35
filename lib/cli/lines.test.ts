import { describe, expect, it } from 'vitest';
import { splitLines, type InputLine } from './lines';

async function lines(chunks: (string | Uint8Array)[], maxBytes = 64): Promise<InputLine[]> {
  const found: InputLine[] = [];
  for await (const line of splitLines(chunks, maxBytes)) found.push(line);
  return found;
}

describe('splitLines', () => {
  it('splits on \\n only: a CR stays in the line, inside it or at its end', async () => {
    expect(await lines(['{"cmd":"board",\r"board":1}\r\n', 'b\rc\n'])).toEqual([{ text: '{"cmd":"board",\r"board":1}\r' }, { text: 'b\rc' }]);
  });

  it('joins a line split across chunks, also inside a UTF-8 character', async () => {
    const bytes = Buffer.from('Đorđe\nČolić');
    expect(await lines([bytes.subarray(0, 2), bytes.subarray(2, 8), bytes.subarray(8)])).toEqual([{ text: 'Đorđe' }, { text: 'Čolić' }]);
  });

  it('keeps empty lines and gives the last line without its \\n', async () => {
    expect(await lines(['a\n\n\nb'])).toEqual([{ text: 'a' }, { text: '' }, { text: '' }, { text: 'b' }]);
    expect(await lines(['a\n'])).toEqual([{ text: 'a' }]);
    expect(await lines([])).toEqual([]);
  });

  it('marks a line over the bound and carries on with the next one', async () => {
    expect(await lines(['x'.repeat(10), 'x'.repeat(10), '\nok\n', 'y'.repeat(30)], 16)).toEqual([{ tooLong: true }, { text: 'ok' }, { tooLong: true }]);
    // the bound counts bytes: 8 two-byte letters are 16 bytes
    expect(await lines(['đđđđđđđđ\nđđđđđđđđđ\n'], 16)).toEqual([{ text: 'đđđđđđđđ' }, { tooLong: true }]);
  });
});
