import { describe, expect, it } from 'vitest';
import { boundedText } from './bounded-body';

/** A stream of `count` chunks of `size` bytes that records how many chunks were pulled and whether it was cancelled. */
function chunked(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === count) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('boundedText', () => {
  it('reads a body up to the limit, split across chunks and multi-byte characters', async () => {
    const bytes = new TextEncoder().encode('{"hand":"AKQ2.KJ3.AT8.Q32","locale":"sr","x":"š♠"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    expect(await boundedText(stream, bytes.length)).toEqual({ ok: true, value: '{"hand":"AKQ2.KJ3.AT8.Q32","locale":"sr","x":"š♠"}' });
  });

  it('no body is the empty text', async () => {
    expect(await boundedText(null, 16)).toEqual({ ok: true, value: '' });
  });

  it('stops at the first chunk past the limit and cancels the rest of a long stream', async () => {
    const { stream, seen } = chunked(1_000_000, 1024);
    expect(await boundedText(stream, 16 * 1024)).toEqual({ ok: false, error: 'too-large' });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(20);
  });

  it('a body of exactly the limit is read; one byte more is not', async () => {
    expect((await boundedText(chunked(16, 1024).stream, 16 * 1024)).ok).toBe(true);
    expect((await boundedText(chunked(17, 1024).stream, 16 * 1024 + 1023)).ok).toBe(false);
  });
});
