// One lesson: its title and lead, the table of contents, the MDX text with its live examples and practice, and the
// way on (previous, next, the course). Serbian Cyrillic shows the Serbian lesson transliterated; English has no
// lessons (its course index points to the notes). Example: /sr/lessons/hand-strength#E-UNPROT.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LESSONS, lessonBySlug, type Lesson } from '@/lib/lessons/catalogue';
import { asLocale } from '../../../_components/locale-params';
import { alternatesOf } from '../../../_components/page-alternates';
import { PageHead } from '../../../_components/page-head';
import { lessonComponents } from '../../../_components/lesson/lesson-components';
import { MovedAnchor } from '../../../_components/lesson/moved-anchor';
import { ReadMarker } from '../../../_components/lesson/read-marker';
import { lessonContent, lessonLanguage, lessonModule, scriptOf } from '../lesson-content';
import styles from '../lessons.module.css';

interface Props {
  readonly params: Promise<{ locale: string; slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return LESSONS.map((l) => ({ slug: l.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const lesson = lessonBySlug(slug);
  if (lesson && !lessonLanguage(locale)) {
    const t = await getTranslations({ locale, namespace: 'lessons' });
    return {
      title: t('lesson.number', { number: lesson.number, total: LESSONS.length }),
      description: t('index.elsewhere'),
      alternates: alternatesOf(asLocale(locale), `/lessons/${slug}`),
    };
  }
  const content = await lessonContent(locale, slug);
  if (!content) return {};
  return {
    title: content.title,
    description: content.description,
    openGraph: { title: content.title, description: content.description },
    alternates: alternatesOf(asLocale(locale), `/lessons/${slug}`),
  };
}

/** The title of a neighbouring lesson, in the page's script. */
async function titleOf(locale: string, lesson: (typeof LESSONS)[number]): Promise<string> {
  const language = lessonLanguage(locale);
  return language ? scriptOf(locale)((await lessonModule(language, lesson)).title) : '';
}

/**
 * A lesson's page in a language the course is not written in (English): where to read it, and the notes of the
 * rules it teaches — so that the language switch on a lesson never leads nowhere.
 */
async function ElsewherePage({ locale, lesson }: { locale: string; lesson: Lesson }) {
  const t = await getTranslations({ locale, namespace: 'lessons' });
  const [serbian, latvian] = await Promise.all([lessonModule('sr', lesson), lessonModule('lv', lesson)]);
  return (
    <div className={`page ${styles.lessonPage}`}>
      <PageHead title={t('lesson.number', { number: lesson.number, total: LESSONS.length })} lead={t('index.elsewhere')} />
      <ul className={styles.languages}>
        {([['sr', serbian.title, 'inSerbian'], ['lv', latvian.title, 'inLatvian']] as const).map(([language, title, label]) => (
          <li key={language}>
            <Link href={`/lessons/${lesson.slug}`} locale={language} hrefLang={language} lang={language}>
              {title}
            </Link>{' '}
            ({t(`index.${label}`)})
          </li>
        ))}
      </ul>
      {lesson.rules.length > 0 ? (
        <p className={styles.courseRules}>
          <span>{t('index.rules')}</span>{' '}
          {lesson.rules.map((rule) => (
            <Link key={rule} href={`/notes#${rule}`} className={styles.ruleChip}>
              {rule}
            </Link>
          ))}
        </p>
      ) : null}
      <p>
        <Link href="/lessons">{t('index.title')}</Link>
      </p>
    </div>
  );
}

export default async function LessonPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const known = lessonBySlug(slug);
  if (known && !lessonLanguage(locale)) return <ElsewherePage locale={locale} lesson={known} />;
  const content = await lessonContent(locale, slug);
  if (!content) notFound();
  const { lesson, module, title, description, headings, previous, next } = content;
  const t = await getTranslations({ locale, namespace: 'lessons' });
  const Content = module.default;
  const [previousTitle, nextTitle] = await Promise.all([
    previous ? titleOf(locale, previous) : null,
    next ? titleOf(locale, next) : null,
  ]);
  const sections = headings.filter((h) => h.depth === 2);
  return (
    <div className={`page ${styles.lessonPage}`}>
      <header className="page-head">
        <p className={styles.kicker}>
          <Link href="/lessons">{t('index.title')}</Link> · {t('lesson.number', { number: lesson.number, total: LESSONS.length })}
        </p>
        <h1>{title}</h1>
        <p className="lead">{description}</p>
      </header>
      {sections.length > 0 ? (
        <nav className={styles.toc} aria-labelledby="lesson-toc">
          <h2 id="lesson-toc" className={styles.tocHeading}>
            {t('lesson.contents')}
          </h2>
          <ol>
            {sections.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <article className={styles.lesson} data-testid="lesson">
        <Content components={lessonComponents({ locale, slug, number: lesson.number })} />
      </article>
      <ReadMarker slug={slug} />
      <MovedAnchor slug={slug} />
      <nav className={styles.pager} aria-label={t('lesson.pager')}>
        {previous ? (
          <Link href={`/lessons/${previous.slug}`} rel="prev" className={styles.previous}>
            <span className={styles.pagerLabel}>{t('lesson.previous')}</span>
            <span>{previousTitle}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={`/lessons/${next.slug}`} rel="next" className={styles.next}>
            <span className={styles.pagerLabel}>{t('lesson.next')}</span>
            <span>{nextTitle}</span>
          </Link>
        ) : (
          <Link href="/lessons" className={styles.next}>
            <span className={styles.pagerLabel}>{t('lesson.end')}</span>
            <span>{t('index.title')}</span>
          </Link>
        )}
      </nav>
    </div>
  );
}
