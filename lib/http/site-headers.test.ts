import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS, DEFAULT_SITE_URL, HSTS, pageCsp, siteOrigin, STATIC_CSP } from './site-headers.mjs';

describe('siteOrigin', () => {
  it('defaults to http://localhost:3000', () => {
    expect(siteOrigin(undefined)).toEqual({ origin: DEFAULT_SITE_URL, https: false, error: null });
    expect(siteOrigin('  ')).toEqual({ origin: 'http://localhost:3000', https: false, error: null });
  });

  it('reads an http or https origin', () => {
    expect(siteOrigin('https://Bridge.Example/')).toEqual({ origin: 'https://bridge.example', https: true, error: null });
    expect(siteOrigin('http://127.0.0.1:8080')).toEqual({ origin: 'http://127.0.0.1:8080', https: false, error: null });
  });

  it('falls back to the default with the reason for anything else', () => {
    for (const bad of ['bridge.example', 'ftp://bridge.example', 'https://u:p@bridge.example', 'https://bridge.example/tutor', 'https://bridge.example/?a=1', 'javascript:alert(1)']) {
      const found = siteOrigin(bad);
      expect(found.origin, bad).toBe(DEFAULT_SITE_URL);
      expect(found.https, bad).toBe(false);
      expect(found.error, bad).toMatch(/^SITE_URL “.*” .+; using http:\/\/localhost:3000$/);
    }
  });
});

describe('headers', () => {
  it('every answer: nosniff, referrer policy, no framing, permissions; HSTS for two years', () => {
    expect(Object.fromEntries(COMMON_HEADERS.map((h) => [h.key, h.value]))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(COMMON_HEADERS.find((h) => h.key === 'Permissions-Policy')?.value).toMatch(/^(?:[a-z-]+=\(\)(?:, |$))+$/);
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
  });

  it('a page CSP allows scripts only with the nonce; eval only in development', () => {
    const production = pageCsp('abc', { dev: false, https: false });
    expect(production).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(production).toContain("frame-ancestors 'none'");
    expect(production).not.toContain('unsafe-eval');
    expect(production).not.toContain('unsafe-inline');
    expect(production).not.toContain('upgrade-insecure-requests');
    expect(pageCsp('abc', { dev: true, https: false })).toContain("'unsafe-eval'");
    expect(pageCsp('abc', { dev: false, https: true })).toContain('upgrade-insecure-requests');
  });

  it('answers that are not pages run nothing and cannot be framed', () => {
    expect(STATIC_CSP).toContain("default-src 'none'");
    expect(STATIC_CSP).toContain("frame-ancestors 'none'");
  });
});
