// Next 16 proxy (formerly middleware): a fresh CSP nonce for every page, HSTS when SITE_URL is https, the Link header
// of the page's languages on SITE_URL, and next-intl's locale detection and redirects for pages without a locale.
// Example: GET / with Accept-Language: en-GB → 307 to /en; GET /evaluate → /sr/evaluate; GET /sr → CSP with 'nonce-…'.

import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { htmlLang } from '@/lib/i18n/html-lang';
import { NAV_LINKS } from '@/lib/http/nav-links';
import { isTopic } from '@/lib/quiz/topics';
import { lessonBySlug } from '@/lib/lessons/catalogue';
import { alternateLinkHeader, pageAlternates, PATH_HEADER, QUERY_HEADER } from '@/lib/http/alternates';
import { serbianByScript } from '@/lib/i18n/accept-language';
import { HSTS, pageCsp, siteOrigin } from '@/lib/http/site-headers.mjs';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

const site = siteOrigin(process.env.SITE_URL);
if (site.error) console.error(`[site] ${site.error}`);

const DEV = process.env.NODE_ENV === 'development';
const PAGES: ReadonlySet<string> = new Set(NAV_LINKS.map((link) => link.href));

/** The site's pages: the sections, the drills' own pages, a drill page per topic (its query is not part of it), the lessons. */
function isPage(path: string): boolean {
  if (PAGES.has(path) || path === '/drills/progress' || path === '/drills/auction') return true;
  const lesson = /^\/lessons\/([^/]+)$/.exec(path)?.[1];
  if (lesson !== undefined) return lessonBySlug(lesson) !== null;
  const topic = /^\/drills\/([^/]+)$/.exec(path)?.[1];
  return topic !== undefined && isTopic(topic);
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export default function proxy(request: NextRequest): NextResponse {
  const csp = pageCsp(nonce(), { dev: DEV, https: site.https });
  // Next reads the nonce from the request's CSP and puts it on its own scripts
  request.headers.set('content-security-policy', csp);
  const alternates = pageAlternates(site.origin, request.nextUrl.pathname);
  request.headers.set(PATH_HEADER, alternates && isPage(alternates.path) ? alternates.path : '');
  // the language switcher's links keep the query in the first HTML too (app/[locale]/layout.tsx)
  request.headers.set(QUERY_HEADER, request.nextUrl.searchParams.toString());
  // files (favicon.ico, robots.txt, …) are not pages of a locale: only the CSP, then Next's 404 or the file
  // the locale detection reads a Serbian browser as Latin unless it asks for Cyrillic (lib/i18n/accept-language.ts)
  const languages = request.headers.get('accept-language');
  if (languages) request.headers.set('accept-language', serbianByScript(languages));
  const response = /\.[^/]*$/.test(request.nextUrl.pathname)
    ? NextResponse.next({ request: { headers: request.headers } })
    : intl(request);
  response.headers.set('content-security-policy', csp);
  if (site.https) response.headers.set('strict-transport-security', HSTS);
  if (alternates && isPage(alternates.path) && response.status === 200) {
    response.headers.set('link', alternateLinkHeader(alternates, htmlLang));
  }
  return response;
}

export const config = {
  // Every page; not the API, Next's files or the icon: next.config.mjs gives those their (static) headers.
  matcher: ['/((?!api(?:/|$)|_next/|icon\\.svg$|favicon\\.ico$).*)'],
};
