import { NextRequest } from 'next/server';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { itemCode, quizItem, quizSession } from '@/lib/quiz';
import { issue } from '@/lib/result';
import { FORGED_AGAINST, FORGED_KINDS, forgedItem } from './forged';
import { admissionLimits } from '@/scripts/admission.mjs';
import { IMAGE_GATE, imageGate, previewImages } from './images';
import { ItemPreview } from './preview';
import { GET } from './route';

function request(query: string): NextRequest {
  return new NextRequest(`http://localhost:3000/api/quiz/image?${query}`);
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('GET /api/quiz/image', () => {
  it('draws a 1200×630 PNG of each kind of item, and in every locale', { timeout: 180_000 }, async () => {
    // each kind once and each locale once (a drawing costs seconds on a loaded machine): kind i in locale i, round
    const topics = ['O-1NT', 'evaluate', 'legal', 'score'];
    const pairs = Array.from({ length: Math.max(topics.length, LOCALES.length) }, (_, i) => [topics[i % topics.length], LOCALES[i % LOCALES.length]] as const);
    expect(new Set(pairs.map(([, locale]) => locale))).toEqual(new Set(LOCALES));
    for (const [topic, locale] of pairs) {
      const answer = await GET(request(`item=${itemCode(quizItem(topic as 'O-1NT', 4))}&locale=${locale}`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });
});

/** A valid code with one character changed: the checksum no longer fits. */
function tampered(code: string): string {
  const at = Math.floor(code.length / 2);
  return code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
}

describe('GET /api/quiz/image refuses bad input with a coded, localized error', () => {
  const code = itemCode(quizItem('O-1NT', 3));

  it('answers 400 bad-quiz-link for a tampered, truncated or missing code, in the requested language', async () => {
    for (const [query, reason] of [[`item=${tampered(code)}`, 'checksum'], [`item=${code.slice(0, 5)}`, 'truncated'], ['', 'empty']] as const) {
      const answer = await GET(request(`${query}&locale=lv`));
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { error: { code: string; message: string; params: Record<string, string> } };
      expect(body.error.code).toBe('bad-quiz-link');
      expect(body.error.params.reason).toBe(reason);
      expect(body.error.message).toBe(formatIssue('lv', issue('bad-quiz-link', body.error.params)));
    }
  });

  it('answers 400 for an over-long code and 414 for a query over 1 KB, never 500', async () => {
    const long = await GET(request(`item=${'A'.repeat(500)}&locale=sr`));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { params: { reason: string } } }).error.params.reason).toBe('long');
    const huge = await GET(request(`item=${code}&pad=${'x'.repeat(1100)}`));
    expect(huge.status).toBe(414);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('query-too-long');
  });

  it('speaks English for a language it does not speak', async () => {
    const answer = await GET(request(`item=${tampered(code)}&locale=de`));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/^This exercise link is damaged/);
  });
});

/** What satori lays out and draws for a picture: its elements and the letters of its texts (function components expanded). */
function drawingWork(node: ReactNode, work = { elements: 0, letters: 0 }): { elements: number; letters: number } {
  if (node === null || node === undefined || typeof node === 'boolean') return work;
  if (typeof node === 'string' || typeof node === 'number') {
    work.letters += String(node).replace(/\s/g, '').length;
  } else if (Array.isArray(node)) {
    for (const child of node) drawingWork(child, work);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    if (typeof node.type === 'function') return drawingWork((node.type as (props: unknown) => ReactNode)(node.props), work);
    work.elements++;
    drawingWork(node.props.children, work);
  }
  return work;
}

describe('GET /api/quiz/image bounds the work of a forged long code', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

  it('lays out at most twice the elements and letters of a normal item of its kind', () => {
    const t = translator('en');
    for (const kind of FORGED_KINDS) {
      const topic = FORGED_AGAINST[kind];
      const normal = quizSession(topic, 1).map((e) => drawingWork(ItemPreview({ item: e.item, t })));
      const forged = drawingWork(ItemPreview({ item: forgedItem(kind, 1), t }));
      expect(forged.elements, kind).toBeLessThanOrEqual(2 * median(normal.map((w) => w.elements)));
      expect(forged.letters, kind).toBeLessThanOrEqual(2 * median(normal.map((w) => w.letters)));
    }
  });
});

describe('GET /api/quiz/image draws each image once and at most two at once', () => {
  it('answers a repeat of an image from memory without drawing it again, the same bytes', async () => {
    const code = itemCode(quizItem('O-2NT', 11));
    const before = previewImages.stats.draws;
    const first = await GET(request(`item=${code}&locale=lv`));
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    const again = await GET(request(`item=${code}&locale=lv`));
    expect(again.status).toBe(200);
    expect([first.headers.get('x-image-cache'), again.headers.get('x-image-cache')]).toEqual(['miss', 'hit']);
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(firstBytes);
    expect(previewImages.stats.draws).toBe(before + 1);
    // another language is another picture; a padded code is the same code
    await GET(request(`item=${code}&locale=sr`));
    await GET(request(`item=%20${code}%20&locale=sr`));
    expect(previewImages.stats.draws).toBe(before + 2);
  });

  /** Takes both drawing places of the route's gate until the returned function is called. */
  function holdBothPlaces(): () => Promise<void> {
    const releases: (() => void)[] = [];
    const held = [0, 1].map(() => imageGate.run(() => new Promise<void>((resolve) => releases.push(resolve))));
    return async () => {
      for (const release of releases) release();
      await Promise.all(held);
    };
  }

  it('makes a third drawing wait for a place: it is drawn when one frees within the wait', async () => {
    const release = holdBothPlaces();
    let answered = false;
    const answer = GET(request(`item=${itemCode(quizItem('O-1NT', 21))}&locale=en`)).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([imageGate.waiting, answered]).toEqual([1, false]);
    await release();
    expect((await answer).status).toBe(200);
  });

  it('answers a third drawing 503 with Retry-After after the wait, in its language, while a kept image is still answered', async () => {
    const release = holdBothPlaces();
    try {
      const kept = itemCode(quizItem('O-2NT', 11));
      let answered = false;
      const waiting = GET(request(`item=${itemCode(quizItem('O-1NT', 22))}&locale=sr`)).finally(() => (answered = true));
      // it waits for a place (not turned away at once) until the gate's wait ends
      await new Promise((resolve) => setTimeout(resolve, IMAGE_GATE.waitMs / 2));
      expect([imageGate.waiting, answered]).toEqual([1, false]);
      const answer = await waiting;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const body = (await answer.json()) as { error: { code: string; message: string; params: Record<string, number> } };
      expect(body.error).toEqual({ code: 'image-busy', message: translator('sr')('errors.image.busy', { seconds: 2 }), params: { seconds: 2 } });
      expect(body.error.message).toMatch(/pokušajte ponovo za 2 sekunde/);
      const cached = await GET(request(`item=${kept}&locale=lv`));
      expect([cached.status, cached.headers.get('x-image-cache')]).toEqual([200, 'hit']);
    } finally {
      await release();
    }
    expect((await GET(request(`item=${itemCode(quizItem('O-1NT', 22))}&locale=sr`))).status).toBe(200);
  });
});

describe('the server lets through more images than this gate holds', () => {
  it('so that a surplus is answered here (503 image-busy, Retry-After 2), not kept waiting by scripts/serve.mjs', () => {
    for (const database of ['sqlite', 'postgres'] as const) {
      expect(admissionLimits(database).image.inFlight).toBeGreaterThan(IMAGE_GATE.concurrency + IMAGE_GATE.maxWaiting);
    }
  });
});
