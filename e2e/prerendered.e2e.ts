// What the prerendered site must not do on requests it cannot serve (issue 17 §2): a lesson's preview image under a
// slug that is no lesson — unknown, 300 bytes long, with %00 — is the 404 page, and neither renders the image route
// nor writes anything into Next's route cache nor logs a stack trace; the English lesson pages' og:image is a real
// PNG; a missing file's name is a plain 404 that stores nothing; the table and the drill pages are the same HTML for every request and read their state from the address.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_CSP } from '@/lib/http/site-headers.mjs';
import { translator } from '@/lib/i18n/translate';
import { LESSONS } from '@/lib/lessons/catalogue';
import { ROOT, startNext, type NextServer } from './support/server';

let server: NextServer;
beforeAll(async () => {
  server = await startNext();
});
afterAll(async () => {
  await server?.stop();
});

/** Every file under .next/server whose path names `marker`. */
function filesNaming(marker: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (path.includes(marker)) found.push(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  walk(join(ROOT, '.next', 'server'));
  return found;
}

describe('unknown lessons', () => {
  it("a preview image under 40 unknown slugs, a 300-byte one and one with %00: 404s that store nothing and log nothing", async () => {
    const before = server.log().length;
    const slugs = [
      ...Array.from({ length: 40 }, (_, k) => `no-such-lesson-${k}`),
      `no-such-lesson-${'x'.repeat(300)}`,
      'no-such-lesson-%00',
      'no-such-lesson-%E2%80%8B',
    ];
    for (const slug of slugs) {
      for (const locale of ['sr', 'lv', 'en']) {
        const response = await fetch(`${server.baseUrl}/${locale}/lessons/${slug}/opengraph-image`);
        expect(response.status, slug).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        await response.text();
      }
      const page = await fetch(`${server.baseUrl}/sr/lessons/${slug}`);
      expect(page.status, slug).toBe(404);
      await page.text();
    }
    expect(filesNaming('no-such-lesson')).toEqual([]);
    const log = server.log().slice(before);
    expect(log).not.toMatch(/Error|ENAMETOOLONG|\n\s+at /);
  });

  it('the English lesson pages point og:image at a real PNG', async () => {
    const html = await (await fetch(`${server.baseUrl}/en/lessons/${LESSONS[2].slug}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toMatch(new RegExp(`/en/lessons/${LESSONS[2].slug}/opengraph-image`));
    const response = await fetch(`${server.baseUrl}${new URL(image).pathname}${new URL(image).search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });
});

describe('missing files', () => {
  it('40 names of files the site does not have: the plain 404 in every language, with the headers, storing nothing', async () => {
    const before = server.log().length;
    for (let k = 0; k < 40; k++) {
      const response = await fetch(`${server.baseUrl}/no-such-file-${k}.txt`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(STATIC_CSP);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await response.text();
      expect(html).toContain(translator('lv')('common.notFound.title'));
      expect(html).not.toContain('no-such-file');
    }
    const nested = await fetch(`${server.baseUrl}/sr/drills/no-such-file-x.php`);
    expect(nested.status).toBe(404);
    await nested.text();
    expect(filesNaming('no-such-file')).toEqual([]);
    expect(server.log().slice(before)).not.toMatch(/Error|\n\s+at /);
  });
});

describe('pages that read the address in the browser', () => {
  it.each(['/sr/table', '/lv/drills/open', '/en/drills/O-1NT'])('%s is the same HTML whatever the query', async (path) => {
    const plain = await (await fetch(`${server.baseUrl}${path}`)).text();
    const seeded = await (await fetch(`${server.baseUrl}${path}?seed=42&dealer=E`)).text();
    expect(seeded).toBe(plain);
    expect(plain).not.toMatch(/seed=42/);
  });

  it('/api/drill gives the same session for the same seed, cacheable, and refuses a bad query in the asked language', async () => {
    const first = await fetch(`${server.baseUrl}/api/drill?topic=open&seed=42&locale=lv`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const body = (await first.json()) as { seed: number; entries: { code: string }[]; pbn: string };
    expect(body.seed).toBe(42);
    expect(body.entries).toHaveLength(10);
    expect(body.pbn).toMatch(/\[Event "/);
    const again = (await (await fetch(`${server.baseUrl}/api/drill?topic=open&seed=42&locale=lv`)).json()) as typeof body;
    expect(again.entries.map((e) => e.code)).toEqual(body.entries.map((e) => e.code));
    const bad = await fetch(`${server.baseUrl}/api/drill?topic=open&seed=x&locale=lv`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('bad-seed');
    expect((await fetch(`${server.baseUrl}/api/drill?topic=nope&seed=1`)).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/api/drill?topic=open&seed=1&pad=${'x'.repeat(300)}`)).status).toBe(414);
  });
});
