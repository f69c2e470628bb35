// The English text of any issue the command line reports: errors.<code>, or pbn.errors.<code> for PBN files, pbn.lin.<code> for LIN.
// Example: issueMessage({ code: 'wrong-card-count', params: { found: 12 } }) → 'A hand needs 13 cards; this one has 12.'

import { formatLinIssue, formatPbnIssue } from './pbn-message';
import { messagesFor } from './messages';
import { formatIssue } from './translate';
import type { Issue } from '../result';

const ENGLISH = messagesFor('en');

/**
 * A code without a message (a module's new code not yet in the catalogue) falls back to the code itself.
 * Own keys only: `in` would find toString or constructor on every catalogue object.
 */
export function issueMessage(found: Issue): string {
  if (Object.hasOwn(ENGLISH.errors, found.code)) return formatIssue('en', found);
  if (Object.hasOwn((ENGLISH.pbn.errors ?? {}) as object, found.code)) return formatPbnIssue('en', found);
  if (Object.hasOwn((ENGLISH.pbn.lin ?? {}) as object, found.code)) return formatLinIssue('en', found);
  return typeof found.params.detail === 'string' ? `${found.code}: ${found.params.detail}` : found.code;
}
