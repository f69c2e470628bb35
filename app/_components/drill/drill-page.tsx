// The frame of a drill page, the prerendered one and the share page alike: the title alone above the session (on a
// phone the question comes first, so that the hand, the auction and the whole bidding box are on the first screen),
// then what the drill practises and the ways on. The session gets `messages`: the drill's whole set on the share
// page, only the shell's on the prerendered page (it fetches the rest with its questions).
// Example: <DrillPage locale="sr" topic="open" title="Vežba: Otvaranje" description="…" messages={…}>{session}</DrillPage>.

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Topic } from '@/lib/quiz';
import { LessonLinkParagraph } from '../lesson/lesson-link';

interface Props {
  readonly locale: Locale;
  readonly topic: Topic;
  readonly title: string;
  readonly description: string;
  /** The messages the session's client components read. */
  readonly messages: Record<string, unknown>;
  /** The session, a client component. */
  readonly children: ReactNode;
}

export async function DrillPage({ locale, topic, title, description, messages, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'drills.topic' });
  return (
    <div className="page page-drill">
      <header className="page-head drill-head">
        <h1>{title}</h1>
      </header>
      <NextIntlClientProvider locale={locale} messages={messages}>
        {children}
      </NextIntlClientProvider>
      <div className="drill-about">
        <p className="lead">{description}</p>
        <p>
          <Link href="/drills">{t('back')}</Link>
        </p>
        <LessonLinkParagraph rule={topic} />
      </div>
    </div>
  );
}
