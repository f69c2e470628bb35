// One card as rank and coloured suit symbol, read out in words: "K♥" is "king of hearts".
// Example: <CardName suit="H" rank="K" /> → K♥; rank 'T' prints as 10.

import { useTranslations } from 'next-intl';
import { rankText, SUIT_SYMBOLS, type Rank, type Suit } from '@/lib/bridge/types';

export function CardName({ suit, rank }: { suit: Suit; rank: Rank }) {
  const t = useTranslations('common');
  return (
    <span className="card-name" role="img" aria-label={t('card', { suit, rank })}>
      {rankText(rank)}
      <span className={`suit suit-${suit}`}>{SUIT_SYMBOLS[suit]}</span>
    </span>
  );
}
