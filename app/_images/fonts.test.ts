import { openSync } from 'fontkit';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_DIR, FONT_FILES, FONT_NAME, imageFonts } from './fonts';

// What the preview image draws: suit symbols, the Serbian and Latvian letters (both cases), digits, Latin letters.
const NEEDED = [
  ...'♠♥♦♣',
  ...'čćđšžāēīūļķņģ',
  ...'ČĆĐŠŽĀĒĪŪĻĶŅĢ',
  ...'0123456789',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  ...'„“”–—·?×',
];

describe('the bundled fonts', () => {
  for (const file of Object.values(FONT_FILES)) {
    it(`${file} covers every character the image draws`, () => {
      const font = openSync(path.join(FONT_DIR, file));
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
      expect(font.familyName).toBe(FONT_NAME);
      const missing = NEEDED.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect(missing).toEqual([]);
      // a character the font lacks is reported as missing: the check can fail
      expect(font.hasGlyphForCodePoint(0x4e2d)).toBe(false);
    });
  }

  it('are read once and shared by later requests', async () => {
    const first = await imageFonts();
    expect(first.map((f) => f.weight)).toEqual([400, 700]);
    expect(first.every((f) => f.data.byteLength > 100_000)).toBe(true);
    expect(await imageFonts()).toBe(first);
  });
});
