// The 404 of a shared drill link whose code does not read (cut short, changed, or forged): what went wrong and the
// way back to the drills, in the page's language. Example: /sr/drills/open?item=xyz → "Ova veza do vežbe ne radi".

import { useTranslations } from 'next-intl';
import { BadLinkPanel } from '../../../../_components/drill/bad-link-panel';

export default function BadSharedLink() {
  const t = useTranslations('drills.badLink');
  return (
    <div className="page page-narrow">
      <BadLinkPanel level="h1" title={t('title')} text={t('damaged')} back={t('back')} />
    </div>
  );
}
