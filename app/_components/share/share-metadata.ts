// Open Graph and Twitter metadata of a shared quiz item: the share link and its 1200×630 preview image, as absolute
// addresses on SITE_URL (never the request's Host). Example: itemMetadata({ locale: 'sr', path: '/drills/open',
// code: 'AbC', title, description }).openGraph.url → 'https://site/sr/drills/open?item=AbC'.

import type { Metadata } from 'next';
import { siteOrigin } from '@/lib/http/site-headers.mjs';
import type { Locale } from '@/lib/i18n/locales';

export interface ItemMetadataInput {
  readonly locale: Locale;
  /** The item's share code. */
  readonly code: string;
  /** The drill page's path without the locale: '/drills/<topic>'. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The image's text alternative; the title by default. */
  readonly alt?: string;
}

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The share link of an item on SITE_URL: /<locale><path>?item=<code>. */
export function itemShareUrl(locale: Locale, path: string, code: string): string {
  const origin = siteOrigin(process.env.SITE_URL).origin;
  return new URL(`/${locale}${path}?item=${encodeURIComponent(code)}`, origin).href;
}

/** The preview image of an item on SITE_URL. */
export function itemImageUrl(locale: Locale, code: string): string {
  const origin = siteOrigin(process.env.SITE_URL).origin;
  return new URL(`/api/quiz/image?item=${encodeURIComponent(code)}&locale=${locale}`, origin).href;
}

export function itemMetadata({ locale, code, path, title, description, alt }: ItemMetadataInput): Metadata {
  const image = { url: itemImageUrl(locale, code), ...PREVIEW_SIZE, alt: alt ?? title };
  return {
    title,
    description,
    openGraph: { type: 'website', url: itemShareUrl(locale, path, code), title, description, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
