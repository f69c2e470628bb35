// What a call shows, from the bidder's CallMeaning: the rule's summary, then its ranges (HD, HDr, H, quick tricks),
// suit lengths, balance, stoppers and whether it is forcing. Example: 2NT over 1♠ → R-2NT: HDr 13–15, balanced, forcing.

import { useTranslations } from 'next-intl';
import type { CallMeaning, Explanation } from '@/lib/bidder';
import { rangeText } from '@/lib/bidder/explain';
import { SUITS } from '@/lib/bridge/types';
import { useExplanationText } from '../explanation-text';
import styles from './drill.module.css';

const RANGES = ['hd', 'hdr', 'h', 'qt'] as const;

export function CallMeaningView({ meaning }: { meaning: CallMeaning }) {
  const t = useTranslations();
  const text = useExplanationText();
  const part = (key: string, params: Explanation['params'] = {}) => text({ key: `bidder.meaning.${key}`, params });
  const parts: string[] = [];
  for (const key of RANGES) {
    const range = meaning[key];
    if (range) parts.push(part(key, { range: rangeText(range) }));
  }
  for (const suit of SUITS) {
    const range = meaning.lengths?.[suit];
    if (range) parts.push(part('length', { range: rangeText(range), suit: t(`common.suits.${suit}`) }));
  }
  if (meaning.balanced) parts.push(part('balanced'));
  if (meaning.stopped?.length) parts.push(part('stopped', { suits: meaning.stopped.map((s) => t(`common.suits.${s}`)).join(', ') }));
  if (meaning.forcing) parts.push(part('forcing'));
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
