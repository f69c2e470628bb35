// The messages a drill sends to the browser: the call names, explanations, meanings and the rules' summaries (only the
// summaries of the notes namespace) and the lessons' "more in lesson N". The share page embeds them (its session is
// drawn on the server); the prerendered drill pages and the lessons fetch them from /api/drill-messages/<locale> and
// embed only the shell's few (waiting, a failed request, a bad seed). Example: drillMessages('lv').rules;
// drillShellMessages('sr') → { drills: { session: {…}, badLink: {…} } }.

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

/** What the prerendered drill page's shell shows before the session and its messages have come, or instead of them. */
export function drillShellMessages(locale: Locale): Record<string, unknown> {
  const drills = messagesFor(locale).drills as { session: unknown; badLink: unknown };
  return { drills: { session: drills.session, badLink: drills.badLink } };
}
