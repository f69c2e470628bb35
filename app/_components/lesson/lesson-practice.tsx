// A lesson's practice: three drill items made by lib/quiz from the lesson's topics (one per topic, or three of one),
// the same for every reader of the lesson, graded in place by the drills' own session; answers count in the
// learner's progress and the lesson is marked practised once all three are answered. The session's messages come
// from /api/drill-messages (drill/drill-messages.tsx), not inline: they are the same on every lesson. A lesson that
// teaches calls also links to the whole-auction drill on its rules (issue 40).
// Example: <LessonPractice attrs={{ topic: 'O-1NT O-2NT O-3NT' }} slug="no-trump-openings" lessonNumber={7} locale="sr" />.

import { getTranslations } from 'next-intl/server';
import { exampleOrThrow, type Attrs } from '@/lib/lessons/examples';
import { contentLocale } from '@/lib/i18n/locales';
import { isRuleId } from '@/lib/bidder';
import { LESSONS } from '@/lib/lessons/catalogue';
import { practiceItems } from '@/lib/lessons/practice';
import { auctionRulesParam } from '@/lib/quiz/auction-rules';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import { Link } from '@/i18n/navigation';
import { LessonPracticeSession } from './lesson-practice-session';
import styles from './lesson.module.css';

export async function LessonPractice({ attrs, slug, lessonNumber, locale }: { attrs: Attrs; slug: string; lessonNumber: number; locale: string }) {
  const { topics, sheets } = exampleOrThrow('Practice', attrs);
  const entries = practiceItems(topics, lessonNumber, sheets);
  const t = await getTranslations({ locale, namespace: 'lessons' });
  // the session's links and "more practice" go to the first topic's drill page (a rule id or a drill kind)
  const first = topics[0];
  const language = contentLocale(locale);
  // a lesson that teaches calls links to whole deals where one of its rules decides a call of the learner's
  const rules = (LESSONS.find((l) => l.number === lessonNumber)?.rules ?? []).filter(isRuleId);
  return (
    <section className={styles.practice} aria-label={t('practice.label')} data-testid="lesson-practice" data-example="Practice">
      <noscript>
        <p className={styles.noscript}>{t('practice.noscript')}</p>
      </noscript>
      <LessonPracticeSession
        slug={slug}
        lesson={lessonNumber}
        topic={first}
        entries={entries}
        pbn={itemsPbn(entries.map((e) => e.item), { locale: language, event: slug })}
        loading={t('onDemand.loading')}
        failed={t('onDemand.failed')}
      />
      <p className={styles.more}>
        <Link href={`/drills/${first}`}>{t('practice.more')}</Link>
        {rules.length > 0 ? (
          <>
            {' · '}
            <Link href={`/drills/auction?${new URLSearchParams({ rules: auctionRulesParam(rules) })}`} data-testid="lesson-whole-deals">
              {t('practice.wholeDeals')}
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
