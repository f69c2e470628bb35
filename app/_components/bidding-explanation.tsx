// Why a call was made: the reason first (the rule's explanation with the hand's numbers), the rule id after it as a
// small link to the system notes, then the rules tried before it: one line per reason, the words first and after them
// every rule that failed for it; where HDr first appears in the panel a short definition follows with a link to the
// notes; a rule of sections 3–7 links to its drill. The list of rules tried first is RejectedList, on its own for the
// lessons' fold that loads it when opened.
// Example: South 1♠ — "HD 20 and …" (O-1), "Practise rule O-1" → /en/drills/O-1.

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { hasLessons, lessonOfRule } from '@/lib/lessons/catalogue';
import { LessonLink } from './lesson/lesson-link';
import { Link } from '@/i18n/navigation';
import { groupRejected, rejectedRuleCount, type Advice } from '@/lib/bidder';
import type { Seat } from '@/lib/bridge/types';
import { drillKindOf } from '@/lib/quiz/topics';
import { BiddingCall } from './bidding-call';
import { useExplanationText } from './explanation-text';
import styles from './bidding-table.module.css';
import local from './bidding-explanation.module.css';

function RuleLink({ rule }: { rule: string }) {
  const t = useTranslations('table.explanation');
  return (
    <Link href={`/notes#${rule}`} className={styles.ruleLink} title={t('notes', { rule })}>
      {rule}
    </Link>
  );
}

/** HDr appears in a text as a word of its own (not inside another word). */
const HDR = /(^|[^\p{L}])HDr(?![\p{L}])/u;

/** The rules tried before the call: how many, then one line per reason with every rule that failed for it. */
export function RejectedList({ advice }: { advice: Pick<Advice, 'rejected'> }) {
  const t = useTranslations();
  const text = useExplanationText();
  const groups = groupRejected(advice.rejected);
  const tried = rejectedRuleCount(advice.rejected);
  return (
    <>
      <p className={styles.rejectedCount}>{t('table.explanation.rejectedCount', { count: tried })}</p>
      {groups.length > 0 ? (
        <ol className={styles.rejected}>
          {groups.map((g, i) => (
            <li key={`${g.rules[0].rule}-${i}`}>
              {text(g.failed)}{' '}
              <span className={local.ruleAfter}>
                (
                {g.rules.map((r, k) => (
                  <span key={r.rule}>
                    {k > 0 ? '; ' : null}
                    <span className={local.ruleItem}>
                      <RuleLink rule={r.rule} />
                      {r.calls.length > 0 ? (
                        <span className={styles.wouldBid}>
                          , {t('table.explanation.wouldBid')}{' '}
                          {r.calls.map((c, j) => (
                            <span key={j}>
                              {j > 0 ? ' / ' : null}
                              <BiddingCall call={c} />
                            </span>
                          ))}
                        </span>
                      ) : null}
                    </span>
                  </span>
                ))}
                )
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/**
 * `foldRejected`: the rules tried first folded under one line that names them and their count (a <details>, so it
 * opens without JavaScript too): in the lessons and the drills' feedback the reason for the call comes first.
 * `rejectedFold` takes that fold's place (the lessons' fold, which loads the list when it is opened).
 */
export function BiddingExplanation({
  seat,
  advice,
  foldRejected = false,
  rejectedFold,
}: {
  seat: Seat;
  advice: Advice;
  foldRejected?: boolean;
  rejectedFold?: ReactNode;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const text = useExplanationText();
  const main = text(advice.explain);
  const via = advice.via ? text(advice.via.explain) : null;
  const groups = groupRejected(advice.rejected);
  const reasons = groups.map((g) => text(g.failed));
  const usesHdr = [main, via ?? '', ...reasons].some((s) => HDR.test(s));
  const tried = rejectedRuleCount(advice.rejected);
  return (
    <div className={styles.explanation}>
      <p className={styles.explanationHead}>
        <span>{t.rich('table.explanation.call', { seat: t(`common.seats.${seat}`), call: () => <BiddingCall call={advice.call} /> })}</span>
      </p>
      <p className={styles.explanationText}>{main}</p>
      {via !== null && advice.via ? (
        <p className={styles.via}>
          {t('table.explanation.via')} {via} <span className={local.ruleAfter}>(<RuleLink rule={advice.via.rule} />)</span>
        </p>
      ) : null}
      <p className={local.ruleLine}>
        {t('table.explanation.rule')} <RuleLink rule={advice.rule} />
        {drillKindOf(advice.rule) !== null ? (
          <>
            {' · '}
            <Link href={`/drills/${advice.rule}`} className={local.practise}>
              {t('share.practise.rule', { rule: advice.rule })}
            </Link>
          </>
        ) : null}
        {hasLessons(locale) && lessonOfRule(advice.rule) ? (
          <>
            {' · '}
            <LessonLink rule={advice.rule} className={local.practise} />
          </>
        ) : null}
      </p>
      {usesHdr ? (
        <p className={local.term}>
          {t.rich('table.explanation.hdr', { term: (chunks) => <dfn>{chunks}</dfn> })}{' '}
          <Link href="/notes#E-RESP">{t('table.explanation.hdrMore')}</Link>
        </p>
      ) : null}
      {foldRejected ? (
        groups.length > 0 ? (
          (rejectedFold ?? (
            <details className={local.fold}>
              <summary>
                {t('table.explanation.rejected')} ({tried})
              </summary>
              <RejectedList advice={advice} />
            </details>
          ))
        ) : null
      ) : (
        <>
          <h4 className={styles.rejectedHead}>{t('table.explanation.rejected')}</h4>
          <RejectedList advice={advice} />
        </>
      )}
    </div>
  );
}
