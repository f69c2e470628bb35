// The localized text of a PBN issue (and of a LIN issue): the pbn.errors (pbn.lin) message, followed by the wrapped deal/auction reason.
// Example: formatPbnIssue('en', pbn-bad-deal at line 4 with reason wrong-card-count) → 'Line 4: the deal is not valid. A hand needs 13 cards; …'.

import type { Locale } from './locales';
import { messagesFor } from './messages';
import { formatIssue, translator } from './translate';
import type { Issue } from '../result';

export function formatPbnIssue(locale: Locale, found: Issue): string {
  const head = translator(locale)(`pbn.errors.${found.code}`, found.params);
  const reason = found.params.reason;
  if (typeof reason !== 'string' || !(reason in messagesFor(locale).errors)) return head;
  return `${head} ${formatIssue(locale, { code: reason, params: found.params })}`;
}

/** The localized text of a LIN issue (lib/bridge/lin): the pbn.lin message, then the wrapped deal/auction reason. */
export function formatLinIssue(locale: Locale, found: Issue): string {
  const head = translator(locale)(`pbn.lin.${found.code}`, found.params);
  const reason = found.params.reason;
  if (typeof reason !== 'string' || !(reason in messagesFor(locale).errors)) return head;
  return `${head} ${formatIssue(locale, { code: reason, params: found.params })}`;
}
