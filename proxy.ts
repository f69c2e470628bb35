// Next 16 proxy (formerly middleware): locale detection and redirects for pages without a locale.
// Example: GET / with Accept-Language: en-GB → 307 to /en; GET /evaluate → /sr/evaluate.

import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and files with an extension (favicon.ico, …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
