// The messages a drill sends to the browser: the call names, explanations, meanings and the rules' summaries (only the
// summaries of the notes namespace) and the lessons' "more in lesson N"; the drill pages embed them, a lesson fetches
// them from /api/lesson-messages/<locale>. Example: <NextIntlClientProvider messages={drillMessages(locale)}>.

import { messagesFor } from './messages';
import type { Locale } from './locales';

/** The call question's namespaces, the exercises' (evaluate, legal, score questions) and the progress banner's. */
const SHIPPED = ['common', 'errors', 'evaluate', 'score', 'table', 'rules', 'bidder', 'drills', 'exercises', 'progress', 'share'] as const;

export function drillMessages(locale: Locale): Record<string, unknown> {
  const all = messagesFor(locale);
  const notes = all.notes as { rules: { summaries: Record<string, string> } };
  const lessons = all.lessons as { readMore: string };
  return {
    ...Object.fromEntries(SHIPPED.map((ns) => [ns, all[ns]])),
    notes: { rules: { summaries: notes.rules.summaries } },
    lessons: { readMore: lessons.readMore },
  };
}
