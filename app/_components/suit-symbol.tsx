// A suit symbol in its colour, named for screen readers; no-trump prints the locale's short form.
// Example: <SuitSymbol suit="H" /> → a red ♥ read as "hearts" ("herc" in Serbian).

import { useTranslations } from 'next-intl';
import { SUIT_SYMBOLS, type Strain } from '@/lib/bridge/types';

export function SuitSymbol({ suit }: { suit: Strain }) {
  const t = useTranslations('common');
  if (suit === 'N') {
    return (
      <abbr className="suit suit-N" title={t('suits.N')}>
        {t('nt')}
      </abbr>
    );
  }
  return (
    <span className={`suit suit-${suit}`} role="img" aria-label={t(`suits.${suit}`)}>
      {SUIT_SYMBOLS[suit]}
    </span>
  );
}
