import { describe, expect, it } from 'vitest';
import { imageCache } from './image-cache';
import { renderGate } from './render-gate';

const gate = () => renderGate({ concurrency: 2, waitMs: 50, maxWaiting: 4 });
const png = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('imageCache', () => {
  it('draws an image once; a repeat of its key is answered from memory with the same bytes', async () => {
    const images = imageCache({ maxImages: 10, maxBytes: 1000, gate: gate() });
    let draws = 0;
    const draw = async () => {
      draws++;
      return png(100);
    };
    const first = await images.get('en|A', draw);
    const again = await images.get('en|A', draw);
    expect(first).toEqual({ ok: true, value: { png: png(100), cached: false } });
    expect(again).toEqual({ ok: true, value: { png: png(100), cached: true } });
    expect(draws).toBe(1);
    // another language is another image
    await images.get('lv|A', draw);
    expect(draws).toBe(2);
    expect(images.stats).toEqual({ draws: 2, hits: 1 });
  });

  it('shares one drawing between requests for the same key that arrive while it runs', async () => {
    const images = imageCache({ maxImages: 10, maxBytes: 1000, gate: gate() });
    let draws = 0;
    const draw = async () => {
      draws++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return png(10);
    };
    const answers = await Promise.all([1, 2, 3].map(() => images.get('en|B', draw)));
    expect(draws).toBe(1);
    expect(answers.map((a) => a.ok && a.value.cached)).toEqual([false, true, true]);
  });

  it('keeps at most maxImages images and maxBytes bytes, dropping the least recently used', async () => {
    const images = imageCache({ maxImages: 3, maxBytes: 250, gate: gate() });
    for (const key of ['a', 'b', 'c', 'd']) await images.get(key, async () => png(50));
    expect(images.size).toEqual({ images: 3, bytes: 150 });
    // 'b' is used again, so 'c' is the oldest when a large one comes
    await images.get('b', async () => png(50));
    await images.get('big', async () => png(150));
    expect(images.size).toEqual({ images: 3, bytes: 250 });
    const drawn: string[] = [];
    for (const key of ['b', 'big', 'd', 'c']) await images.get(key, async () => (drawn.push(key), png(50)));
    expect(drawn).toEqual(['c']);
    // an image larger than the whole cache is answered but not kept
    let huge = 0;
    for (let k = 0; k < 2; k++) await images.get('huge', async () => (huge++, png(300)));
    expect(huge).toBe(2);
    expect(images.size.bytes).toBeLessThanOrEqual(250);
  });

  it('keeps nothing for a drawing that failed or was turned away', async () => {
    const full = renderGate({ concurrency: 1, waitMs: 30, maxWaiting: 4 });
    const images = imageCache({ maxImages: 10, maxBytes: 1000, gate: full });
    let release = () => {};
    const blocker = full.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await images.get('x', async () => png(5))).toEqual({ ok: false, error: { retryAfter: 1 } });
    release();
    await blocker;
    await expect(images.get('x', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    expect(await images.get('x', async () => png(5, 2))).toEqual({ ok: true, value: { png: png(5, 2), cached: false } });
  });
});
