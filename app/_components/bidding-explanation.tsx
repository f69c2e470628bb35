// Why a call was made: the reason first (the rule's explanation with the hand's numbers), the rule id after it as a
// small link to the system notes, then the rules tried before it: one line per reason, the words first and after them
// every rule that failed for it; where HDr first appears in the panel a short definition follows with a link to the
// notes; a rule of sections 3–7 links to its drill. ExplanationView draws it from texts made beforehand and
// RejectedList the rules tried first: a lesson makes the texts on the server, the view and the list in the browser.
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

/** What the panel says besides the rules tried first, as text in the page's language. */
export interface ExplanationTexts {
  /** The rule's explanation with the hand's numbers. */
  readonly main: string;
  /** The rule the call was read through, and its explanation (a response as if partner had opened it). */
  readonly via: { readonly rule: Advice['rule']; readonly text: string } | null;
  /** The texts use HDr: its short definition follows. */
  readonly usesHdr: boolean;
}

/** The texts of an explanation, made where the rules' and the bidder's messages are (the server, for a lesson). */
export function useExplanationTexts(advice: Advice): ExplanationTexts {
  const text = useExplanationText();
  const main = text(advice.explain);
  const via = advice.via ? { rule: advice.via.rule, text: text(advice.via.explain) } : null;
  const reasons = groupRejected(advice.rejected).map((g) => text(g.failed));
  return { main, via, usesHdr: [main, via?.text ?? '', ...reasons].some((s) => HDR.test(s)) };
}

/**
 * The panel from its texts: the call, the reason, the rule line, HDr's definition, then `rejected` (the rules tried
 * first, open or folded). The lessons render it in the browser from texts the server made.
 */
export function ExplanationView({
  seat,
  call,
  rule,
  texts,
  rejected,
  lesson,
}: {
  seat: Seat;
  call: Advice['call'];
  rule: Advice['rule'];
  texts: ExplanationTexts;
  rejected: ReactNode;
  /** The lesson the panel is in: no "more in lesson N" link to the page itself. */
  lesson?: number;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const ruleLesson = lessonOfRule(rule);
  return (
    <div className={styles.explanation}>
      <p className={styles.explanationHead}>
        <span>{t.rich('table.explanation.call', { seat: t(`common.seats.${seat}`), call: () => <BiddingCall call={call} /> })}</span>
      </p>
      <p className={styles.explanationText}>{texts.main}</p>
      {texts.via ? (
        <p className={styles.via}>
          {t('table.explanation.via')} {texts.via.text} <span className={local.ruleAfter}>(<RuleLink rule={texts.via.rule} />)</span>
        </p>
      ) : null}
      <p className={local.ruleLine}>
        {t('table.explanation.rule')} <RuleLink rule={rule} />
        {drillKindOf(rule) !== null ? (
          <>
            {' · '}
            <Link href={`/drills/${rule}`} className={local.practise}>
              {t('share.practise.rule', { rule })}
            </Link>
          </>
        ) : null}
        {hasLessons(locale) && ruleLesson && ruleLesson.number !== lesson ? (
          <>
            {' · '}
            <LessonLink rule={rule} className={local.practise} />
          </>
        ) : null}
      </p>
      {texts.usesHdr ? (
        <p className={local.term}>
          {t.rich('table.explanation.hdr', { term: (chunks) => <dfn>{chunks}</dfn> })}{' '}
          <Link href="/notes#E-RESP">{t('table.explanation.hdrMore')}</Link>
        </p>
      ) : null}
      {rejected}
    </div>
  );
}

/**
 * `foldRejected`: the rules tried first folded under one line that names them and their count (a <details>, so it
 * opens without JavaScript too): in the drills' feedback the reason for the call comes first.
 */
export function BiddingExplanation({ seat, advice, foldRejected = false }: { seat: Seat; advice: Advice; foldRejected?: boolean }) {
  const t = useTranslations();
  const texts = useExplanationTexts(advice);
  const tried = rejectedRuleCount(advice.rejected);
  const rejected = foldRejected ? (
    groupRejected(advice.rejected).length > 0 ? (
      <details className={local.fold}>
        <summary>
          {t('table.explanation.rejected')} ({tried})
        </summary>
        <RejectedList advice={advice} />
      </details>
    ) : null
  ) : (
    <>
      <h4 className={styles.rejectedHead}>{t('table.explanation.rejected')}</h4>
      <RejectedList advice={advice} />
    </>
  );
  return <ExplanationView seat={seat} call={advice.call} rule={advice.rule} texts={texts} rejected={rejected} />;
}
