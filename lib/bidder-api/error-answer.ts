// The error body of /api/bid: the issue's code and parameters with its message in the request's language.
// Example: errorAnswer('lv', { code: 'wrong-card-count', params: { found: 12 } }) → { error: { code, message: 'Rokā jābūt 13 kārtīm; šajā ir 12.', params } }.

import { issueMessage } from '../i18n/issue-message';
import type { Locale } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { formatIssue } from '../i18n/translate';
import type { Issue } from '../result';
import { clipParams } from './request-bounds';

export interface ErrorAnswer {
  readonly error: { readonly code: string; readonly message: string; readonly params: Readonly<Record<string, string | number>> };
}

/**
 * A code without a message in the locale's errors (bad-request details are English) falls back to the English text.
 * A bad value is quoted by its first 40 characters (with '…'), in the params and once in the message.
 */
export function errorAnswer(locale: Locale, found: Issue): ErrorAnswer {
  const clipped = clipParams(found);
  const message = Object.hasOwn(messagesFor(locale).errors, clipped.code) ? formatIssue(locale, clipped) : issueMessage(clipped);
  return { error: { code: clipped.code, message, params: clipped.params } };
}
