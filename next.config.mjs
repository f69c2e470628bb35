// Next.js configuration: next-intl's plugin finds the request config in i18n/request.ts; @next/mdx compiles the
// lessons; security headers for every
// answer (lib/http/site-headers.mjs). Pages get their CSP with a per-request nonce and their HSTS from proxy.ts; the
// answers the proxy does not see (Next's files, the icon, the API) get the static CSP here, and HSTS when the SITE_URL
// the site is built with is https (these headers are fixed at `next build`).
import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';
import { COMMON_HEADERS, HSTS, siteOrigin, STATIC_CSP } from './lib/http/site-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// The lessons (content/sr, content/lv) are MDX modules; under Turbopack remark plugins are named as strings.
const withMDX = createMDX({ options: { remarkPlugins: ['remark-gfm'] } });

const site = siteOrigin(process.env.SITE_URL);
if (site.error) console.error(`[site] ${site.error}`);

/** The paths proxy.ts leaves alone (its matcher): these get the static CSP, pages get the proxy's. */
const NOT_PAGES = ['/api/:path*', '/_next/:path*', '/icon.svg', '/favicon.ico'];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npx tsc --noEmit` type-checks the whole project as its own CI step (.ci/run); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The site has no next/image: no optimizer to fetch and resize on request.
  images: { unoptimized: true },
  async headers() {
    return [
      { source: '/:path*', headers: [...COMMON_HEADERS] },
      ...NOT_PAGES.map((source) => ({
        source,
        headers: [
          { key: 'Content-Security-Policy', value: STATIC_CSP },
          ...(site.https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
        ],
      })),
    ];
  },
};

export default withNextIntl(withMDX(nextConfig));
