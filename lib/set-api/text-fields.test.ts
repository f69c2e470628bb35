import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayText } from './text-fields';

describe('displayText', () => {
  it('normalizes to NFC and trims', () => {
    expect(displayText('  Ana\u0301 ', { max: 40 }, 'name')).toEqual({ ok: true, value: 'An\u00e1' });
  });

  it('counts characters, not UTF-16 units: 40 suit symbols and emoji fit a 40-character name', () => {
    expect(displayText('♠'.repeat(40), { max: 40 }, 'name').ok).toBe(true);
    expect(displayText('😀'.repeat(40), { max: 40 }, 'name').ok).toBe(true);
    expect(displayText('😀'.repeat(41), { max: 40 }, 'name')).toEqual({
      ok: false, error: { code: 'text-too-long', params: { field: 'name', limit: 40, length: 41 } },
    });
  });

  it('refuses an empty required field, allows an empty optional one', () => {
    expect(displayText('   ', { max: 40 }, 'name')).toEqual({ ok: false, error: { code: 'text-empty', params: { field: 'name' } } });
    expect(displayText('', { max: 2000, optional: true, multiline: true }, 'instructions')).toEqual({ ok: true, value: '' });
  });

  it('refuses control characters and bidi overrides; line breaks only where several lines are allowed', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'Ana\u202eabc', 'x\u2066y']) {
      expect(displayText(bad, { max: 40 }, 'name')).toMatchObject({ ok: false, error: { code: 'text-bad-character' } });
    }
    expect(displayText('a\nb', { max: 40 }, 'title')).toMatchObject({ ok: false, error: { code: 'text-bad-character' } });
    expect(displayText('Line 1\r\nLine 2\tend', { max: 2000, multiline: true }, 'instructions')).toEqual({ ok: true, value: 'Line 1\nLine 2\tend' });
  });

  it('refuses invisible, look-alike and malformed text (L4), keeps what emoji need', () => {
    const invisible = ['\u200B\u200B', '\u3164', '\u2800', '\u2060\u2060', '\u2062', 'Ana\u200B', 'A\u200CB', 'Ana\u{E0041}', 'Ana\u200E', 'Ana\u200F', 'Ana\u061C', 'a\u00ADb', 'a\ud800b', 'a\udc00'];
    for (const bad of invisible) expect(displayText(bad, { max: 40 }, 'name'), JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'text-bad-character' } });
    expect(displayText(`a${'\u0301'.repeat(39)}`, { max: 40 }, 'name')).toMatchObject({ ok: false, error: { code: 'text-bad-character' } });
    for (const separator of ['\u2028', '\u2029']) {
      expect(displayText(`Ana${separator}Bojan`, { max: 40 }, 'title')).toMatchObject({ ok: false, error: { code: 'text-bad-character' } });
      expect(displayText(`Prvi${separator}Drugi`, { max: 2000, multiline: true }, 'instructions')).toEqual({ ok: true, value: 'Prvi\nDrugi' });
    }
    // nothing visible is nothing said
    expect(displayText('\u0301\u0301', { max: 40 }, 'name')).toMatchObject({ ok: false, error: { code: 'text-empty' } });
    for (const fine of ['👩‍🏫 Ana', '♠️♥️', 'Jelena Jovanović', 'Līga Bērziņa', 'Ђорђе', 'Việt', 'O\'Brien-Smith']) {
      expect(displayText(fine, { max: 40 }, 'name'), fine).toMatchObject({ ok: true });
    }
  });

  it('refuses a huge value before normalizing it', () => {
    expect(displayText('a'.repeat(1_000_000), { max: 40 }, 'name')).toEqual({ ok: false, error: { code: 'text-too-long', params: { field: 'name', limit: 40 } } });
  });

  it('whatever it accepts is NFC, trimmed, within the limit and free of control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (value) => {
        const read = displayText(value, { max: 40 }, 'name');
        if (!read.ok) return;
        expect(read.value).toBe(read.value.normalize('NFC').trim());
        expect(Array.from(read.value).length).toBeLessThanOrEqual(40);
        expect(read.value).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B\u200E\u200F\u2028\u2029]|\p{Cs}/u);
        expect(read.value).toMatch(/[\p{L}\p{N}\p{S}\p{P}]/u);
      }),
    );
  });
});
