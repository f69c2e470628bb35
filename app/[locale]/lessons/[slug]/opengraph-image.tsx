// A lesson's preview image (Open Graph, 1200×630, next/og): the course's name, the lesson's number, title and
// description in the page's language and script, with the four suits; in English (the course is not written in it)
// the lesson's titles and where to read it, as its page says. Made on first request and kept by Next; a slug that
// is not a lesson never gets here (proxy.ts answers it with the 404 page, so nothing is rendered or stored for it).
// Satori takes styles as objects; this is an
// image, not a page. Example: /sr-Cyrl/lessons/hand-strength/opengraph-image → the Cyrillic title card.

import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LESSONS, lessonBySlug, type Lesson } from '@/lib/lessons/catalogue';
import { imageFonts, FONT_NAME } from '@/app/_images/fonts';
import { lessonContent, lessonModule } from '../lesson-content';

export const runtime = 'nodejs';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const INK = '#1d2433';
const MUTED = '#5a6275';
const RED = '#c0262d';
const FELT = '#0f5b40';

export function generateStaticParams() {
  return LESSONS.map((l) => ({ slug: l.slug }));
}

/** The card of a lesson in a language it is not written in: its Serbian and Latvian titles, and where to read it. */
async function elsewhere(lesson: Lesson, description: string): Promise<{ title: string; description: string }> {
  const [serbian, latvian] = await Promise.all([lessonModule('sr', lesson), lessonModule('lv', lesson)]);
  return { title: `${serbian.title} · ${latvian.title}`, description };
}

export default async function LessonImage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const lesson = lessonBySlug(slug);
  if (!lesson) notFound();
  const t = await getTranslations({ locale, namespace: 'lessons' });
  const number = t('lesson.number', { number: lesson.number, total: LESSONS.length });
  const content = (await lessonContent(locale, slug)) ?? (await elsewhere(lesson, t('index.elsewhere')));
  const fonts = await imageFonts();
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: '#f5f3ec', fontFamily: FONT_NAME }}>
        <div style={{ display: 'flex', height: 24, background: FELT }} />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '56px 72px', gap: 24 }}>
          <div style={{ display: 'flex', fontSize: 30, color: MUTED }}>
            {t('index.title')} · {number}
          </div>
          <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, color: INK, lineHeight: 1.15 }}>{content.title}</div>
          <div style={{ display: 'flex', fontSize: 32, color: INK, lineHeight: 1.35 }}>{content.description}</div>
          <div style={{ display: 'flex', marginTop: 'auto', gap: 28, fontSize: 56 }}>
            <span style={{ color: INK }}>♠</span>
            <span style={{ color: RED }}>♥</span>
            <span style={{ color: RED }}>♦</span>
            <span style={{ color: INK }}>♣</span>
          </div>
        </div>
      </div>
    ),
    { ...size, fonts: [...fonts] },
  );
}
