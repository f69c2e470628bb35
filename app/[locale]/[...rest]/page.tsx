// Any path under a locale that no page claims: render the localized not-found page.
// Example: /sr/nepostoji → app/[locale]/not-found.tsx in Serbian with status 404.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asLocale, type LocaleParams } from '../../_components/locale-params';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return { title: t('title') };
}

export default function CatchAll() {
  notFound();
}
