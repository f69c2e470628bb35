// The header on every page: the site name, the section nav and the language switcher.
// Example: <SiteHeader locale="sr" /> → "Bridž tutor · Početna · Procena lista · Bodovanje · Srpski Latviešu English · Latinica Ћирилица".

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSwitcher } from './language-switcher';
import { NavMenu } from './nav-menu';
import { NAV_LINKS } from '../../lib/http/nav-links';

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = useTranslations('common');
  const items = NAV_LINKS.map((link) => ({ href: link.href, label: t(`nav.${link.key}`) }));
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand" locale={locale}>
          <span className="brand-mark" aria-hidden="true">
            <span className="suit suit-S">♠</span>
            <span className="suit suit-H">♥</span>
          </span>
          <span className="brand-name">{t('siteName')}</span>
        </Link>
        <LanguageSwitcher />
        <NavMenu label={t('nav.label')} items={items} />
      </div>
    </header>
  );
}
