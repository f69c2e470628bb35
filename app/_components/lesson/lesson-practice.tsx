// A lesson's practice: three drill items made by lib/quiz from the lesson's topics (one per topic, or three of one),
// the same for every reader of the lesson, graded in place by the drills' own session; answers count in the
// learner's progress and the lesson is marked practised once all three are answered.
// Example: <LessonPractice attrs={{ topic: 'O-1NT O-2NT O-3NT' }} slug="no-trump-openings" lessonNumber={7} locale="sr" />.

import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { exampleOrThrow, type Attrs } from '@/lib/lessons/examples';
import { contentLocale, type Locale } from '@/lib/i18n/locales';
import { practiceItems } from '@/lib/lessons/practice';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import { Link } from '@/i18n/navigation';
import { drillMessages } from '../drill/drill-messages';
import { LessonPracticeSession } from './lesson-practice-session';
import styles from './lesson.module.css';

export async function LessonPractice({ attrs, slug, lessonNumber, locale }: { attrs: Attrs; slug: string; lessonNumber: number; locale: string }) {
  const { topics } = exampleOrThrow('Practice', attrs);
  const entries = practiceItems(topics, lessonNumber);
  const t = await getTranslations({ locale, namespace: 'lessons.practice' });
  // the session's links and "more practice" go to the first topic's drill page (a rule id or a drill kind)
  const first = topics[0];
  const language = contentLocale(locale);
  return (
    <section className={styles.practice} aria-label={t('label')} data-testid="lesson-practice" data-example="Practice">
      <noscript>
        <p className={styles.noscript}>{t('noscript')}</p>
      </noscript>
      <NextIntlClientProvider locale={locale} messages={drillMessages(locale as Locale)}>
        <LessonPracticeSession slug={slug} topic={first} entries={entries} pbn={itemsPbn(entries.map((e) => e.item), { locale: language, event: slug })} />
      </NextIntlClientProvider>
      <p className={styles.more}>
        <Link href={`/drills/${first}`}>{t('more')}</Link>
      </p>
    </section>
  );
}
