// Next 16 proxy (formerly middleware): the CSP of every page — the hashes of its inline scripts when it is
// prerendered (server/prerendered-csp.ts), else a fresh nonce for the page rendered per request —, HSTS when SITE_URL is https, the Link header
// of the page's languages on SITE_URL, and next-intl's locale detection and redirects for pages without a locale.
// Example: GET / with Accept-Language: en-GB → 307 to /en; GET /evaluate → /sr/evaluate; GET /sr → CSP with 'nonce-…'.

import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { htmlLang } from '@/lib/i18n/html-lang';
import { NAV_LINKS } from '@/lib/http/nav-links';
import { isTopic } from '@/lib/quiz/topics';
import { isLocale } from '@/lib/i18n/locales';
import { lessonBySlug, successorsOf } from '@/lib/lessons/catalogue';
import { alternateLinkHeader, pageAlternates } from '@/lib/http/alternates';
import { serbianByScript } from '@/lib/i18n/accept-language';
import { HSTS, pageCsp, prerenderedPageCsp, siteOrigin, STATIC_CSP } from '@/lib/http/site-headers.mjs';
import { missingFilePage } from '@/lib/http/missing-file-page';
import { isPrivatePage } from '@/lib/http/private-page';
import { prerenderedHashes } from '@/server/prerendered-csp';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

const site = siteOrigin(process.env.SITE_URL);
if (site.error) console.error(`[site] ${site.error}`);

const DEV = process.env.NODE_ENV === 'development';
const PAGES: ReadonlySet<string> = new Set(NAV_LINKS.map((link) => link.href));

/** The prerendered pages outside the sections: the drills' own, the way back to a teacher's home, making a partnership practice or a live class. */
const OTHER_PAGES: ReadonlySet<string> = new Set(['/drills/progress', '/drills/auction', '/teach/recover', '/drills/pairs', '/live']);

/** The site's pages: the sections, the pages above, a drill page per topic (its query is not part of it), the lessons. */
function isPage(path: string): boolean {
  if (PAGES.has(path) || OTHER_PAGES.has(path)) return true;
  const lesson = /^\/lessons\/([^/]+)$/.exec(path)?.[1];
  if (lesson !== undefined) return lessonBySlug(lesson) !== null;
  const topic = /^\/drills\/([^/]+)$/.exec(path)?.[1];
  return topic !== undefined && isTopic(topic);
}

/**
 * Where a drill page's shared items go (?item=<code>, ?items=<code>,…): its ./shared page, rendered per request for
 * the item's preview metadata and a 404 when the code does not read; the address people share stays the same.
 * Null for any other request (the drill page itself is prerendered).
 */
function sharedDrill(request: NextRequest): URL | null {
  const { pathname, searchParams } = request.nextUrl;
  if (!searchParams.has('item') && !searchParams.has('items')) return null;
  const match = /^\/([^/]+)\/drills\/([^/]+)$/.exec(pathname);
  if (!match || !isLocale(match[1]) || !isTopic(match[2])) return null;
  const url = request.nextUrl.clone();
  url.pathname = `${pathname}/shared`;
  return url;
}

/**
 * A lesson's preview image under a slug that is no lesson: the localized 404 page (app/[locale]/[...rest]), so that
 * Next neither renders the image route nor stores a 404 for it in its route cache. Null for any other request.
 */
function unknownLessonImage(request: NextRequest): URL | null {
  const match = /^\/([^/]+)\/lessons\/([^/]*)\/opengraph-image$/.exec(request.nextUrl.pathname);
  if (!match || !isLocale(match[1]) || lessonBySlug(match[2]) !== null) return null;
  return new URL(`/${match[1]}/lessons/${NO_LESSON}/image`, request.nextUrl);
}

/**
 * A lesson's address from before lessons 11 and 12 were split (issue 18): a permanent redirect to the lesson that took
 * its place, the query kept (the browser keeps the #anchor; the page follows a rule's anchor to its new lesson).
 * Null for any other request. Example: /sr/lessons/second-round?x=1 → /sr/lessons/opener-rebid?x=1.
 */
function formerLesson(request: NextRequest): URL | null {
  const match = /^\/([^/]+)\/lessons\/([^/]+)(\/opengraph-image)?$/.exec(request.nextUrl.pathname);
  const successors = match && isLocale(match[1]) ? successorsOf(match[2]) : null;
  if (!match || !successors) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/${match[1]}/lessons/${successors[0]}${match[3] ?? ''}`;
  return url;
}

/** The request header next-intl's middleware gives the page its locale in (next-intl's HEADER_LOCALE_NAME). */
const NEXT_INTL_LOCALE = 'X-NEXT-INTL-LOCALE';

/** A path segment no lesson has: the catch-all route answers it with the 404 page. */
const NO_LESSON = '-';

function missingFile(): NextResponse {
  const response = new NextResponse(missingFilePage(), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  response.headers.set('content-security-policy', STATIC_CSP);
  if (site.https) response.headers.set('strict-transport-security', HSTS);
  return response;
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export default function proxy(request: NextRequest): NextResponse {
  const moved = formerLesson(request);
  if (moved) {
    const response = NextResponse.redirect(moved, 308);
    if (site.https) response.headers.set('strict-transport-security', HSTS);
    return response;
  }
  const alternates = pageAlternates(site.origin, request.nextUrl.pathname);
  const page = alternates && isPage(alternates.path) ? alternates : null;
  // rendered elsewhere, per request: a shared drill item, or the 404 of an unknown lesson's image
  const rewrite = sharedDrill(request) ?? unknownLessonImage(request);
  // a file the site does not have (its files — Next's, the icon — never come here): the 404 at once, rendering and
  // storing nothing, whatever its name
  if (/\.[^/]*$/.test(request.nextUrl.pathname)) return missingFile();
  const prerendered = page && !rewrite ? (page.path === '/' ? `/${page.locale}` : `/${page.locale}${page.path}`) : null;
  const hashes = prerendered ? prerenderedHashes(prerendered) : null;
  const csp = hashes ? prerenderedPageCsp(hashes, { https: site.https }) : pageCsp(nonce(), { dev: DEV, https: site.https });
  // a page rendered per request: Next reads the nonce from the request's CSP and puts it on its own scripts
  if (hashes) request.headers.delete('content-security-policy');
  else request.headers.set('content-security-policy', csp);
  // the locale detection reads a Serbian browser as Latin unless it asks for Cyrillic (lib/i18n/accept-language.ts)
  const languages = request.headers.get('accept-language');
  if (languages) request.headers.set('accept-language', serbianByScript(languages));
  // a rewritten page does not pass next-intl's middleware: it is told the path's locale as that would tell it, or its
  // 404 (a tampered share link) would be drawn in the default locale
  if (rewrite) request.headers.set(NEXT_INTL_LOCALE, rewrite.pathname.split('/')[1]);
  const response = rewrite ? NextResponse.rewrite(rewrite, { request: { headers: request.headers } }) : intl(request);
  response.headers.set('content-security-policy', csp);
  if (site.https) response.headers.set('strict-transport-security', HSTS);
  // a teacher's or a student's page (of a set or a class) and the teacher's home carry their secret in the path: no
  // request of theirs names the page in a Referer
  if (isPrivatePage(request.nextUrl.pathname)) response.headers.set('referrer-policy', 'no-referrer');
  if (page && response.status === 200) {
    response.headers.set('link', alternateLinkHeader(page, htmlLang));
  }
  return response;
}

export const config = {
  // Every page; not the API, Next's files or the icon: next.config.mjs gives those their (static) headers.
  matcher: ['/((?!api(?:/|$)|_next/|icon\\.svg$|favicon\\.ico$).*)'],
};
