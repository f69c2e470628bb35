// Whether a write to the set API may come in: a JSON body (Content-Type application/json, so another site's "simple"
// form or text/plain request is refused before it is read) and, when the browser says where the request comes from,
// this site (Origin's host is the request's Host or the site's own; Sec-Fetch-Site same-origin or none). A client that
// sends neither header (curl, a script) is not a browser page of another site. Example: writeProblem(headers, 'bridge.example')
// → null, or issue('cross-site-write', { origin: 'https://evil.example' }).

import { issue, type Issue } from '../result';

export type WriteIssue = Issue<'not-json' | 'cross-site-write'>;

interface HeaderReader {
  get(name: string): string | null;
}

/** `application/json`, with or without parameters (charset), in any case. */
function isJson(contentType: string | null): boolean {
  return contentType !== null && /^application\/json\s*(;|$)/i.test(contentType.trim());
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The problem with a write's headers, or null. `withBody`: the request carries a body (a DELETE does not, and needs no
 * Content-Type). `siteHost`: the public site's host (SITE_URL), accepted beside the request's own Host (a proxy in front).
 */
export function writeProblem(headers: HeaderReader, siteHost: string | null, withBody = true): WriteIssue | null {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return issue('cross-site-write', { origin: (headers.get('origin') ?? fetchSite).slice(0, 100) });
  }
  const origin = headers.get('origin');
  if (origin !== null) {
    const from = hostOf(origin);
    const own = (headers.get('host') ?? '').toLowerCase();
    if (from === null || (from !== own && from !== siteHost?.toLowerCase())) return issue('cross-site-write', { origin: origin.slice(0, 100) });
  }
  if (withBody && !isJson(headers.get('content-type'))) return issue('not-json', { type: (headers.get('content-type') ?? '').slice(0, 60) });
  return null;
}
