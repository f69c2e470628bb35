// "More in lesson N": the link from a rule id (in the bidder's explanations, the notes, the drills' feedback) to the
// place the course teaches it, in the reader's language and script; nothing where the locale has no course (English)
// or no lesson teaches the rule. Example: <LessonLink rule="O-1NT" /> → /sr/lessons/no-trump-openings#O-1NT.

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { hasLessons, lessonOfRule } from '@/lib/lessons/catalogue';

export function LessonLink({ rule, className }: { rule: string; className?: string }) {
  const locale = useLocale();
  const t = useTranslations('lessons');
  const lesson = lessonOfRule(rule);
  if (!lesson || !hasLessons(locale)) return null;
  return (
    <Link href={`/lessons/${lesson.slug}#${rule}`} className={className} data-lesson-rule={rule}>
      {t('readMore', { number: lesson.number })}
    </Link>
  );
}

/** The link as a paragraph of its own, or nothing (a drill page's heading: "more in lesson 7"). */
export function LessonLinkParagraph({ rule }: { rule: string }) {
  const lesson = lessonOfRule(rule);
  const locale = useLocale();
  if (!lesson || !hasLessons(locale)) return null;
  return (
    <p>
      <LessonLink rule={rule} />
    </p>
  );
}
