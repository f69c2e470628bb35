// The course: the eighteen lessons in order with their descriptions, the rules each teaches, and the learner's marks
// (read, practised — from this browser's progress). English readers learn that the course is written in Serbian and
// Latvian and find the system notes as their reference. Example: /lv/lessons.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/i18n/navigation';
import { LESSONS } from '@/lib/lessons/catalogue';
import { PageHead } from '../../_components/page-head';
import { LessonBadges } from '../../_components/lesson/lesson-badges';
import { lessonLanguage, lessonModule, scriptOf } from './lesson-content';
import styles from './lessons.module.css';
import { alternatesOf } from '../../_components/page-alternates';
import { asLocale } from '../../_components/locale-params';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'lessons.index' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(asLocale(locale), '/lessons') };
}

export default async function LessonsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'lessons' });
  const language = lessonLanguage(locale);
  if (!language) {
    return (
      <div className="page">
        <PageHead title={t('index.title')} lead={t('index.elsewhere')} />
        <ul className={styles.languages}>
          <li>
            <Link href="/lessons" locale="sr" hrefLang="sr" lang="sr">
              {t('index.inSerbian')}
            </Link>
          </li>
          <li>
            <Link href="/lessons" locale="lv" hrefLang="lv" lang="lv">
              {t('index.inLatvian')}
            </Link>
          </li>
        </ul>
        <p>
          <Link href="/notes">{t('index.notes')}</Link>
        </p>
      </div>
    );
  }
  const script = scriptOf(locale);
  const rows = await Promise.all(
    LESSONS.map(async (lesson) => {
      const lessonText = await lessonModule(language, lesson);
      return { lesson, title: script(lessonText.title), description: script(lessonText.description) };
    }),
  );
  return (
    <div className="page">
      <PageHead title={t('index.title')} lead={t('index.lead')} />
      <NextIntlClientProvider locale={locale} messages={{ lessons: { marks: (messagesFor(locale as Locale).lessons as { marks: unknown }).marks } }}>
      <ol className={styles.course} data-testid="course">
        {rows.map(({ lesson, title, description }) => (
          <li key={lesson.slug} className={styles.courseItem}>
            <p className={styles.courseNumber}>{t('lesson.number', { number: lesson.number, total: LESSONS.length })}</p>
            <h2 className={styles.courseTitle}>
              <Link href={`/lessons/${lesson.slug}`}>{title}</Link>
            </h2>
            <p>{description}</p>
            {lesson.rules.length > 0 ? (
              <p className={styles.courseRules}>
                <span>{t('index.rules')}</span>{' '}
                {lesson.rules.map((rule) => (
                  <Link key={rule} href={`/lessons/${lesson.slug}#${rule}`} className={styles.ruleChip}>
                    {rule}
                  </Link>
                ))}
              </p>
            ) : null}
            <LessonBadges slug={lesson.slug} />
          </li>
        ))}
      </ol>
      </NextIntlClientProvider>
    </div>
  );
}
