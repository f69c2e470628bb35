// What a call shows, from the bidder's CallMeaning: the rule's summary, then its ranges (HD, HDr, H, quick tricks),
// suit lengths, balance, stoppers and whether it is forcing (lib/bidder meaningParts). Example: 2NT over 1♠ → R-2NT: HDr 13–15, balanced, forcing.

import { useTranslations } from 'next-intl';
import { meaningParts, type CallMeaning } from '@/lib/bidder';
import { useExplanationText } from '../explanation-text';
import styles from './drill.module.css';

export function CallMeaningView({ meaning }: { meaning: CallMeaning }) {
  const t = useTranslations();
  const text = useExplanationText();
  const parts = meaningParts(meaning).map((p) => {
    const names = p.suits.map((s) => t(`common.suits.${s}`));
    return text({ key: p.key, params: { ...(p.range !== undefined ? { range: p.range } : {}), suit: names[0] ?? '', suits: names.join(', ') } });
  });
  return (
    <div className={styles.meaning}>
      <p>{t('drills.feedback.rule', { rule: meaning.rule, summary: t(`notes.rules.summaries.${meaning.rule}`) })}</p>
      {parts.length > 0 ? (
        <ul className={styles.meaningParts}>
          {parts.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
