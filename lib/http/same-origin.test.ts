import { describe, expect, it } from 'vitest';
import { writeProblem } from './same-origin';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name.toLowerCase()] ?? null });
const JSON_TYPE = { 'content-type': 'application/json' };

describe('writeProblem', () => {
  it('lets in a JSON write from this site, from the public host behind a proxy, or from a client that is no browser page', () => {
    expect(writeProblem(headers({ ...JSON_TYPE, host: '127.0.0.1:3111', origin: 'http://127.0.0.1:3111', 'sec-fetch-site': 'same-origin' }), null)).toBeNull();
    expect(writeProblem(headers({ ...JSON_TYPE, host: 'app:3000', origin: 'https://bridge.example' }), 'bridge.example')).toBeNull();
    expect(writeProblem(headers({ 'content-type': 'Application/JSON; charset=utf-8', host: 'x' }), null)).toBeNull();
    expect(writeProblem(headers({ ...JSON_TYPE, 'sec-fetch-site': 'none' }), null)).toBeNull();
    // a DELETE has no body and needs no Content-Type
    expect(writeProblem(headers({ host: 'a.example', origin: 'https://a.example' }), null, false)).toBeNull();
  });

  it('refuses another site by Origin or Sec-Fetch-Site, whatever the body', () => {
    for (const h of <Record<string, string>[]>[
      { ...JSON_TYPE, host: 'a.example', origin: 'https://evil.example' },
      { ...JSON_TYPE, host: 'a.example', origin: 'null' },
      { ...JSON_TYPE, host: 'a.example', 'sec-fetch-site': 'cross-site' },
      { ...JSON_TYPE, host: 'a.example', origin: 'https://a.example', 'sec-fetch-site': 'same-site' },
      { host: 'a.example', origin: 'https://sub.a.example' },
    ]) {
      expect(writeProblem(headers(h), 'b.example', false)?.code, JSON.stringify(h)).toBe('cross-site-write');
    }
    expect(writeProblem(headers({ ...JSON_TYPE, host: 'a.example', origin: `https://${'e'.repeat(500)}.example` }), null)?.params.origin).toHaveLength(100);
  });

  it('refuses a body that is not declared JSON: a form, text/plain, none', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', '']) {
      expect(writeProblem(headers({ 'content-type': type, host: 'a' }), null)?.code, type).toBe('not-json');
    }
    expect(writeProblem(headers({ host: 'a' }), null)?.code).toBe('not-json');
  });
});
