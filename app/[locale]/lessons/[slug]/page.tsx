// One lesson: its title and lead, the table of contents, the MDX text with its live examples and practice, and the
// way on (previous, next, the course). Serbian Cyrillic shows the Serbian lesson transliterated; English has no
// lessons (its course index points to the notes). Example: /sr/lessons/hand-strength#E-UNPROT.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LESSONS } from '@/lib/lessons/catalogue';
import { lessonComponents } from '../../../_components/lesson/lesson-components';
import { ReadMarker } from '../../../_components/lesson/read-marker';
import { lessonContent, lessonLanguage, lessonModule, scriptOf } from '../lesson-content';
import styles from '../lessons.module.css';

interface Props {
  readonly params: Promise<{ locale: string; slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return lessonLanguage(params.locale) ? LESSONS.map((l) => ({ slug: l.slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const content = await lessonContent(locale, slug);
  if (!content) return {};
  return { title: content.title, description: content.description, openGraph: { title: content.title, description: content.description } };
}

/** The title of a neighbouring lesson, in the page's script. */
async function titleOf(locale: string, lesson: (typeof LESSONS)[number]): Promise<string> {
  const language = lessonLanguage(locale);
  return language ? scriptOf(locale)((await lessonModule(language, lesson)).title) : '';
}

export default async function LessonPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
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
