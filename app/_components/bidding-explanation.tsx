// Why a call was made: the rule that chose it with the hand's numbers filled in, and the rules tried before it
// with the condition each one failed. Example: South 1♠ — O-1 "…"; rejected O-1NT: not balanced (5-4-2-2).

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Advice, Explanation } from '@/lib/bidder';
import type { Seat } from '@/lib/bridge/types';
import { BiddingCall } from './bidding-call';
import styles from './bidding-table.module.css';

function RuleLink({ rule }: { rule: string }) {
  const t = useTranslations('table.explanation');
  return (
    <Link href={`/notes#${rule}`} className={styles.ruleLink} title={t('notes', { rule })}>
      {rule}
    </Link>
  );
}

export function BiddingExplanation({ seat, advice }: { seat: Seat; advice: Advice }) {
  const t = useTranslations();
  const text = (e: Explanation) => t(e.key, e.params);
  return (
    <div className={styles.explanation}>
      <p className={styles.explanationHead}>
        <span>{t.rich('table.explanation.call', { seat: t(`common.seats.${seat}`), call: () => <BiddingCall call={advice.call} /> })}</span>
        <span className={styles.ruleTag}>
          {t('table.explanation.rule')} <RuleLink rule={advice.rule} />
        </span>
      </p>
      <p className={styles.explanationText}>{text(advice.explain)}</p>
      {advice.via ? (
        <p className={styles.via}>
          {t('table.explanation.via')} <RuleLink rule={advice.via.rule} /> {text(advice.via.explain)}
        </p>
      ) : null}
      <h4 className={styles.rejectedHead}>{t('table.explanation.rejected')}</h4>
      <p className={styles.rejectedCount}>{t('table.explanation.rejectedCount', { count: advice.rejected.length })}</p>
      {advice.rejected.length > 0 ? (
        <ol className={styles.rejected}>
          {advice.rejected.map((r, i) => (
            <li key={`${r.rule}-${i}`}>
              <RuleLink rule={r.rule} />
              {r.call ? (
                <span className={styles.wouldBid}>
                  {' '}({t('table.explanation.wouldBid')} <BiddingCall call={r.call} />)
                </span>
              ) : null}
              : {text(r.failed)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
