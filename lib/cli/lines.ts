// Input split into lines on '\n' only, each line bounded: a longer one is reported, not held in memory.
// Example: splitLines(['{"a":1}\r\n{"b":', '2}\n'], 100) yields { text: '{"a":1}\r' }, { text: '{"b":2}' }.

/** One line of input: its text (without the '\n'), or the mark of a line over the bound (its bytes were dropped). */
export type InputLine = { readonly text: string } | { readonly tooLong: true };

/**
 * The lines of a stream of chunks. Only '\n' ends a line: a '\r' stays in the text (JSON reads it as
 * whitespace, and it may sit inside a line). A line longer than `maxBytes` bytes (UTF-8, without its '\n') is
 * yielded as { tooLong: true } and its bytes are dropped as they arrive; the last line needs no '\n'.
 * Splitting bytes on 0x0A is safe in UTF-8: that byte is never part of another character.
 */
export async function* splitLines(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, maxBytes: number): AsyncGenerator<InputLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const raw of chunks) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline < 0 ? chunk.length : newline;
      if (!over && size + (end - start) > maxBytes) {
        over = true;
        parts = [];
      } else if (!over && end > start) {
        parts.push(chunk.subarray(start, end));
        size += end - start;
      }
      if (newline < 0) break;
      yield over ? { tooLong: true } : { text: Buffer.concat(parts, size).toString('utf8') };
      parts = [];
      size = 0;
      over = false;
      start = newline + 1;
    }
  }
  if (over) yield { tooLong: true };
  else if (size > 0) yield { text: Buffer.concat(parts, size).toString('utf8') };
}
