// The 404 of a shared drill link whose code does not read (cut short, changed, or forged): what went wrong and the
// way back to the drills, in the page's language. Example: /sr/drills/open?item=xyz → "Ova veza do vežbe ne radi".

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export default function BadSharedLink() {
  const t = useTranslations('drills.badLink');
  return (
    <div className="page page-narrow">
      <section className="panel" data-testid="drill-bad-link">
        <h1>{t('title')}</h1>
        <p>{t('damaged')}</p>
        <p>
          <Link className="button" href="/drills">
            {t('back')}
          </Link>
        </p>
      </section>
    </div>
  );
}
