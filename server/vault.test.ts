import { describe, expect, it } from 'vitest';
import { teacherToken } from './tokens';
import { seal, unseal } from './vault';

describe('sealed teacher links', () => {
  it('opens with the secret it was sealed with, and with no other', () => {
    const key = teacherToken();
    const link = teacherToken();
    const sealed = seal(key, link);
    expect(sealed).not.toContain(link);
    expect(unseal(key, sealed)).toBe(link);
    expect(unseal(teacherToken(), sealed)).toBeNull();
  });

  it('seals the same link differently each time, and refuses a changed or cut text', () => {
    const key = teacherToken();
    const a = seal(key, 'x');
    expect(seal(key, 'x')).not.toBe(a);
    const bytes = Buffer.from(a, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(unseal(key, bytes.toString('base64url'))).toBeNull();
    expect(unseal(key, a.slice(0, 10))).toBeNull();
    expect(unseal(key, '')).toBeNull();
  });

  it('seals an empty text too: the sealed form is only the nonce and the tag, and opens to the empty text', () => {
    const key = teacherToken();
    const sealed = seal(key, '');
    expect(Buffer.from(sealed, 'base64url')).toHaveLength(28);
    expect(unseal(key, sealed)).toBe('');
    expect(unseal(key, seal(key, 'Šćž ņ'))).toBe('Šćž ņ');
  });
});
