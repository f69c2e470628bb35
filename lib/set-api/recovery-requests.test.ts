import { describe, expect, it } from 'vitest';
import { zodIssue } from '../bidder-api';
import { LOCALES } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { formatIssue } from '../i18n/translate';
import { MAX_PASSPHRASE, MAX_RECOVERY_NAME, MIN_PASSPHRASE, MIN_RECOVERY_NAME, recoveryLookupName, recoveryRequest } from './recovery-requests';

const PASS = 'tri zelene šume';

function refusal(body: unknown) {
  const parsed = recoveryRequest.safeParse(body);
  if (parsed.success) throw new Error('accepted');
  return zodIssue(parsed.error);
}

describe('a recovery request', () => {
  it('keeps the name as the teacher sees it, spaces collapsed, and the passphrase untrimmed', () => {
    expect(recoveryRequest.parse({ name: '  Ana   Petrović ', passphrase: ` ${PASS} ` })).toEqual({ name: 'Ana Petrović', passphrase: ` ${PASS} ` });
  });

  it('bounds the name: 3 to 60 characters (the last that fits and the first that does not)', () => {
    expect(recoveryRequest.parse({ name: 'Ž'.repeat(MIN_RECOVERY_NAME), passphrase: PASS }).name).toBe('ŽŽŽ');
    expect(recoveryRequest.parse({ name: 'Ž'.repeat(MAX_RECOVERY_NAME), passphrase: PASS }).name).toHaveLength(60);
    for (const name of ['Ž'.repeat(MIN_RECOVERY_NAME - 1), '  ab   ', 'Ž'.repeat(MAX_RECOVERY_NAME + 1), 'x'.repeat(100_000)]) {
      expect(refusal({ name, passphrase: PASS })).toMatchObject({ code: expect.stringMatching(/^(recovery-name-length|bad-request)$/) });
    }
    expect(refusal({ name: 'Ž'.repeat(MAX_RECOVERY_NAME + 1), passphrase: PASS })).toEqual({ code: 'recovery-name-length', params: { min: 3, max: 60, field: 'name' } });
    expect(refusal({ name: 'Ana\u0007Pe', passphrase: PASS }).code).toBe('text-bad-character');
  });

  it('bounds the passphrase: 12 to 200 characters, counted as letters, not bytes', () => {
    expect(recoveryRequest.parse({ name: 'Ana', passphrase: 'š'.repeat(MIN_PASSPHRASE) }).passphrase).toBe('š'.repeat(12));
    expect(recoveryRequest.parse({ name: 'Ana', passphrase: 'š'.repeat(MAX_PASSPHRASE) }).passphrase).toHaveLength(200);
    expect(refusal({ name: 'Ana', passphrase: 'š'.repeat(MIN_PASSPHRASE - 1) })).toEqual({ code: 'passphrase-length', params: { min: 12, max: 200, field: 'passphrase' } });
    expect(refusal({ name: 'Ana', passphrase: 'š'.repeat(MAX_PASSPHRASE + 1) }).code).toBe('passphrase-length');
    expect(refusal({ name: 'Ana', passphrase: 'š'.repeat(10_000) }).code).toBe('bad-request');
    expect(refusal({ name: 'Ana', passphrase: PASS, extra: 1 }).code).toBe('bad-request');
  });

  it('finds a name whatever its case, spacing or compatibility form', () => {
    expect(recoveryLookupName(' Ana   PETROVIĆ ')).toBe('ana petrović');
    expect(recoveryLookupName('Ａｎａ Petrovic\u0301')).toBe(recoveryLookupName('ana petrović'));
    expect(recoveryLookupName('Ana Petrovic')).not.toBe(recoveryLookupName('Ana Petrović'));
  });
});

describe('the way back speaks every locale', () => {
  it.each(LOCALES)('every issue of a recovery has a %s message, without raw placeholders', (locale) => {
    const errors = messagesFor(locale).errors as Record<string, string>;
    for (const code of ['recovery-failed', 'recovery-name-taken', 'recovery-rate-limited', 'recovery-name-length', 'passphrase-length']) {
      expect(Object.hasOwn(errors, code), code).toBe(true);
      const text = formatIssue(locale, { code, params: { min: 3, max: 60, minutes: 42, field: 'name' } });
      expect(text, code).not.toMatch(/[{}]/);
      expect(text.length, code).toBeGreaterThan(20);
    }
  });
});
