// How big a /api/quiz request may be, checked before any parsing, as /api/bid's are: the query's bytes, the known
// fields and the longest valid value of each. Example: boundsIssue({ topic: 'x'.repeat(13) }, QUIZ_BOUNDS) → bad-topic.

import { RULE_IDS } from '../bidder';
import { DRILL_KINDS } from '../quiz';
import { MAX_LOCALE_LENGTH } from '../i18n/locales';
import type { FieldBounds } from './request-bounds';

/** Four short fields: a query of a few dozen bytes; 1 KB leaves room for URL-encoding and repeated separators. */
export const MAX_QUIZ_QUERY_BYTES = 1024;

const LONGEST_TOPIC = Math.max(...[...DRILL_KINDS, ...RULE_IDS].map((t) => t.length));

export const QUIZ_BOUNDS: FieldBounds = {
  lengths: {
    topic: LONGEST_TOPIC,
    // a safe whole number with its sign
    seed: String(Number.MAX_SAFE_INTEGER).length + 1,
    count: 3,
    locale: MAX_LOCALE_LENGTH,
  },
  own: { topic: ['bad-topic', 'topic'], seed: ['bad-seed', 'seed'], locale: ['bad-locale', 'locale'] },
};
