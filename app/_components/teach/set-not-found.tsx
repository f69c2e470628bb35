// The localized "set not found" panel: an unknown or tampered student code or teacher token (the API answers 404); a
// class's pages give their own text. Example: <SetNotFound /> → "Zbirka nije pronađena" with a link home.

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export function SetNotFound({ text }: { readonly text?: string } = {}) {
  const t = useTranslations();
  return (
    <section className="panel not-found" data-testid="set-not-found">
      <h1>{t('common.notFound.title')}</h1>
      <p>{text ?? t('teach.notFound.text')}</p>
      <p>
        <Link className="button" href="/">
          {t('common.notFound.home')}
        </Link>
      </p>
    </section>
  );
}
