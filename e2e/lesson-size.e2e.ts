// A lesson page's HTML stays within 150 KB uncompressed (issue 17) in every language it is written in: the page as
// the production server sends it, its inline scripts (the React Server Components payload) included.
// Example: /sr-Cyrl/lessons/opener-rebid → 200, at most 153,600 bytes.

import { describe, expect, inject, it } from 'vitest';
import { LESSONS } from '@/lib/lessons/catalogue';

const MAX_BYTES = 150 * 1024;
const LOCALES = ['sr', 'sr-Cyrl', 'lv'] as const;

describe.each(LOCALES)('the lessons in %s', (locale) => {
  it.each(LESSONS.map((l) => l.slug))(`%s: at most ${MAX_BYTES / 1024} KB of HTML`, async (slug) => {
    const response = await fetch(`${inject('baseUrl')}/${locale}/lessons/${slug}`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes, `${locale}/lessons/${slug}: ${bytes} bytes`).toBeLessThanOrEqual(MAX_BYTES);
  });
});
