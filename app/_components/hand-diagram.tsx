// A hand drawn suit by suit, spades first, ranks high to low; it receives a Hand and only draws it.
// Example: <HandDiagram hand={parseHand('AKQ2.KJ3.T8.Q432').value} /> → ♠ A K Q 2 / ♥ K J 3 / ♦ 10 8 / ♣ Q 4 3 2.

import { useTranslations } from 'next-intl';
import { RANKS, SUITS, type Hand } from '@/lib/bridge/types';
import { rankText } from '@/lib/bridge/types';
import { SuitSymbol } from './suit-symbol';

export function HandDiagram({ hand, label }: { hand: Hand; label?: string }) {
  const t = useTranslations('common');
  return (
    <ul className="hand-diagram" aria-label={label}>
      {SUITS.map((suit, i) => {
        const ranks = [...RANKS].reverse().filter((r) => hand.suits[i] & (1 << RANKS.indexOf(r)));
        return (
          <li key={suit}>
            <SuitSymbol suit={suit} />
            {ranks.length === 0 ? (
              <span className="holding void">
                <span aria-hidden="true">—</span>
                <span className="sr-only">{t('void')}</span>
              </span>
            ) : (
              <span className="holding">{ranks.map(rankText).join(' ')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
