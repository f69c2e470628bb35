// The localized 404 inside a locale: shown for unknown paths (see [...rest]) and for notFound() calls.
// Example: /lv/nothing-here → "Lapa nav atrasta" with a link back to /lv.

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('common.notFound');
  return (
    <div className="page page-narrow">
      <section className="panel not-found">
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p>
          <Link className="button" href="/">
            {t('home')}
          </Link>
        </p>
      </section>
    </div>
  );
}
