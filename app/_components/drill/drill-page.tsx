// The frame of a drill page, the prerendered one and the share page alike: the title alone above the session (on a
// phone the question comes first, so that the hand, the auction and the whole bidding box are on the first screen),
// then what the drill practises and the ways on.
// Example: <DrillPage locale="sr" topic="open" title="Vežba: Otvaranje" description="…">{session}</DrillPage>.

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { drillMessages } from '@/lib/i18n/drill-messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Topic } from '@/lib/quiz';
import { LessonLinkParagraph } from '../lesson/lesson-link';

interface Props {
  readonly locale: Locale;
  readonly topic: Topic;
  readonly title: string;
  readonly description: string;
  /** The session, a client component: it gets the drill's messages. */
  readonly children: ReactNode;
}

export async function DrillPage({ locale, topic, title, description, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'drills.topic' });
  return (
    <div className="page page-drill">
      <header className="page-head drill-head">
        <h1>{title}</h1>
      </header>
      <NextIntlClientProvider locale={locale} messages={drillMessages(locale)}>
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
