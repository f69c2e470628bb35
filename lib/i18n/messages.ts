// The message catalogues: one JSON file per content locale and namespace under content/messages/; the Serbian Cyrillic
// catalogue is made from the Serbian Latin one (once, when first asked for).
// Example: messagesFor('lv').errors['wrong-card-count'] is the Latvian text for that issue code.

import { toCyrillic, toCyrillicMessage } from './cyrillic';
import { isCyrillic, type ContentLocale, type Locale } from './locales';
import en_common from '../../content/messages/en/common.json';
import en_home from '../../content/messages/en/home.json';
import en_evaluate from '../../content/messages/en/evaluate.json';
import en_score from '../../content/messages/en/score.json';
import en_errors from '../../content/messages/en/errors.json';
import en_pbn from '../../content/messages/en/pbn.json';
import en_bidder from '../../content/messages/en/bidder.json';
import en_rules from '../../content/messages/en/rules.json';
import en_notes from '../../content/messages/en/notes.json';
import en_table from '../../content/messages/en/table.json';
import en_progress from '../../content/messages/en/progress.json';
import en_exercises from '../../content/messages/en/exercises.json';
import en_drills from '../../content/messages/en/drills.json';
import en_share from '../../content/messages/en/share.json';
import en_lessons from '../../content/messages/en/lessons.json';
import en_teach from '../../content/messages/en/teach.json';
import en_pairs from '../../content/messages/en/pairs.json';
import en_live from '../../content/messages/en/live.json';
import sr_common from '../../content/messages/sr/common.json';
import sr_home from '../../content/messages/sr/home.json';
import sr_evaluate from '../../content/messages/sr/evaluate.json';
import sr_score from '../../content/messages/sr/score.json';
import sr_errors from '../../content/messages/sr/errors.json';
import sr_pbn from '../../content/messages/sr/pbn.json';
import sr_bidder from '../../content/messages/sr/bidder.json';
import sr_rules from '../../content/messages/sr/rules.json';
import sr_notes from '../../content/messages/sr/notes.json';
import sr_table from '../../content/messages/sr/table.json';
import sr_progress from '../../content/messages/sr/progress.json';
import sr_exercises from '../../content/messages/sr/exercises.json';
import sr_drills from '../../content/messages/sr/drills.json';
import sr_share from '../../content/messages/sr/share.json';
import sr_lessons from '../../content/messages/sr/lessons.json';
import sr_teach from '../../content/messages/sr/teach.json';
import sr_pairs from '../../content/messages/sr/pairs.json';
import sr_live from '../../content/messages/sr/live.json';
import lv_common from '../../content/messages/lv/common.json';
import lv_home from '../../content/messages/lv/home.json';
import lv_evaluate from '../../content/messages/lv/evaluate.json';
import lv_score from '../../content/messages/lv/score.json';
import lv_errors from '../../content/messages/lv/errors.json';
import lv_pbn from '../../content/messages/lv/pbn.json';
import lv_bidder from '../../content/messages/lv/bidder.json';
import lv_rules from '../../content/messages/lv/rules.json';
import lv_notes from '../../content/messages/lv/notes.json';
import lv_table from '../../content/messages/lv/table.json';
import lv_progress from '../../content/messages/lv/progress.json';
import lv_exercises from '../../content/messages/lv/exercises.json';
import lv_drills from '../../content/messages/lv/drills.json';
import lv_share from '../../content/messages/lv/share.json';
import lv_lessons from '../../content/messages/lv/lessons.json';
import lv_teach from '../../content/messages/lv/teach.json';
import lv_pairs from '../../content/messages/lv/pairs.json';
import lv_live from '../../content/messages/lv/live.json';

export const NAMESPACES = ['common', 'home', 'evaluate', 'score', 'errors', 'pbn', 'bidder', 'rules', 'notes', 'table', 'progress', 'exercises', 'drills', 'share', 'lessons', 'teach', 'pairs', 'live'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Record<Namespace, Record<string, unknown>>;

const CATALOGUES: Readonly<Record<ContentLocale, Messages>> = {
  sr: {
    common: sr_common,
    home: sr_home,
    evaluate: sr_evaluate,
    score: sr_score,
    errors: sr_errors,
    pbn: sr_pbn,
    bidder: sr_bidder,
    rules: sr_rules,
    notes: sr_notes,
    table: sr_table,
    progress: sr_progress,
    exercises: sr_exercises,
    drills: sr_drills,
    share: sr_share,
    lessons: sr_lessons,
    teach: sr_teach,
    pairs: sr_pairs,
    live: sr_live,
  },
  lv: {
    common: lv_common,
    home: lv_home,
    evaluate: lv_evaluate,
    score: lv_score,
    errors: lv_errors,
    pbn: lv_pbn,
    bidder: lv_bidder,
    rules: lv_rules,
    notes: lv_notes,
    table: lv_table,
    progress: lv_progress,
    exercises: lv_exercises,
    drills: lv_drills,
    share: lv_share,
    lessons: lv_lessons,
    teach: lv_teach,
    pairs: lv_pairs,
    live: lv_live,
  },
  en: {
    common: en_common,
    home: en_home,
    evaluate: en_evaluate,
    score: en_score,
    errors: en_errors,
    pbn: en_pbn,
    bidder: en_bidder,
    rules: en_rules,
    notes: en_notes,
    table: en_table,
    progress: en_progress,
    exercises: en_exercises,
    drills: en_drills,
    share: en_share,
    lessons: en_lessons,
    teach: en_teach,
    pairs: en_pairs,
    live: en_live,
  },
};

/**
 * Messages that name something in its own script whatever the page's script: the other languages' names in the
 * language switcher (Latviešu, English).
 */
const SAME_IN_BOTH_SCRIPTS: ReadonlySet<string> = new Set(['common.language.names.lv', 'common.language.names.en']);

/** Messages that are the initial of a Serbian word (J for Jug): a letter of the alphabet, never a card's (J, Q). */
const INITIALS = /^common\.seatLetters\./;

/** PBN's seat letters (N, E, S, W), which the address, PBN files and the API read in either script (B-50). */
const PBN_SEATS = ['N', 'E', 'S', 'W'];

/**
 * Codes a message names in its text (the locales a request may ask for, PBN's seat letters): they stay as the reader
 * must type them.
 */
const CODES_IN_TEXT: Readonly<Record<string, readonly string[]>> = {
  'errors.bad-locale': ['sr-Cyrl', 'sr', 'lv', 'en'],
  'errors.bad-seat': PBN_SEATS,
  'errors.missing-declarer': PBN_SEATS,
  'errors.unknown-seat': ['N'],
  'errors.set-board-no-deal': ['N'],
  'pbn.errors.pbn-bad-seat': PBN_SEATS,
  'notes.decisions.items.B-50.decision': PBN_SEATS,
};

/** Each code swapped for a mark toCyrillic leaves alone (a private-use character and a digit), then put back. */
function keepingCodes(value: string, codes: readonly string[], convert: (text: string) => string): string {
  const marked = codes.reduce((text, code, i) => text.replace(new RegExp(`\\b${code}\\b`, 'g'), `\uE000${i}`), value);
  return convert(marked).replace(/\uE000(\d)/g, (_, i: string) => codes[Number(i)]);
}

function cyrillicText(value: string, path: string): string {
  if (SAME_IN_BOTH_SCRIPTS.has(path)) return value;
  if (INITIALS.test(path)) return toCyrillic(value.toLowerCase()).toUpperCase();
  const codes = CODES_IN_TEXT[path];
  return codes ? keepingCodes(value, codes, toCyrillicMessage) : toCyrillicMessage(value);
}

function cyrillicTree(value: unknown, path: string): unknown {
  if (typeof value === 'string') return cyrillicText(value, path);
  if (Array.isArray(value)) return value.map((item, i) => cyrillicTree(item, `${path}.${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cyrillicTree(item, `${path}.${key}`)]));
  }
  return value;
}

let cyrillic: Messages | null = null;

/** The Serbian messages in Cyrillic: every text converted with its ICU syntax kept; made once per process. */
function cyrillicMessages(): Messages {
  cyrillic ??= Object.fromEntries(Object.entries(CATALOGUES.sr).map(([ns, tree]) => [ns, cyrillicTree(tree, ns)])) as Messages;
  return cyrillic;
}

export function messagesFor(locale: Locale): Messages {
  return isCyrillic(locale) ? cyrillicMessages() : CATALOGUES[locale as ContentLocale];
}
