// Localized text outside React (the command line, API routes): ICU messages via use-intl's core.
// Example: formatIssue('en', { code: 'wrong-card-count', params: { found: 12 } }) → 'A hand needs 13 cards …'.

import { createTranslator } from 'use-intl/core';
import type { Issue } from '../result';
import type { Locale } from './locales';
import { messagesFor } from './messages';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** A translator for one locale; keys are 'namespace.key' paths into the catalogue. */
export function translator(locale: Locale): Translate {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never });
  return (key, params) => (t as unknown as (k: string, p?: object) => string)(key, params as object);
}

/** The localized message for an issue found in user input; its code is a key of the errors namespace. */
export function formatIssue(locale: Locale, found: Issue): string {
  return translator(locale)(`errors.${found.code}`, found.params);
}
