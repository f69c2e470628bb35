// Quiz items as a PBN file: one board per item with its deal, dealer, vulnerability, the auction so far (bidding and
// roles and score items) and the expected answer as a {…} comment in the item's language. Example: itemsPbn([quizItem('O-1NT',
// 1)], { locale: 'en' }) → '% PBN 2.1 …[Board "1"]…[Auction "N"]\nPass *' with {Answer: 1NT (O-1NT)} above the tags.

import { checkCall } from '../bridge/auction';
import { makePbnFile, type PbnBoard } from '../bridge/pbn/file';
import { SUIT_SYMBOLS, type Call } from '../bridge/types';
import type { Locale } from '../i18n/locales';
import { translator, type Translate } from '../i18n/translate';
import type { QuizItem } from './item-types';

export interface PbnExportOptions {
  readonly locale: Locale;
  /** The [Event] of every board; the locale's "drill" name by default. */
  readonly event?: string;
  /** The number of the first board (the next ones count on). */
  readonly firstBoard?: number;
}

/** A call as the note writes it: 1♠, 3NT (the translator prints the locale's NT), the locale's Pass, X, XX. */
function callText(t: Translate, call: Call): string {
  switch (call.kind) {
    case 'bid':
      return call.strain === 'N' ? `${call.level}NT` : `${call.level}${SUIT_SYMBOLS[call.strain]}`;
    case 'pass':
      return t('bidder.call.pass');
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
  }
}

/** The expected answer of an item, one line in the locale. */
export function answerNote(t: Translate, item: QuizItem): string {
  const e = item.expected;
  switch (e.kind) {
    case 'call':
      return t('share.pbn.answer.call', { call: callText(t, e.call), rule: e.rule });
    case 'evaluate': {
      const numbers = { h: e.h, d: e.d, hd: e.hd, qt: e.qt };
      return e.hdr === null ? t('share.pbn.answer.evaluate', numbers) : t('share.pbn.answer.evaluateHdr', { ...numbers, hdr: e.hdr });
    }
    case 'legal': {
      if (e.index === null) {
        if (!e.contract) return t('share.pbn.answer.passedOut');
        const contract = callText(t, { kind: 'bid', level: e.contract.level, strain: e.contract.strain }) + e.contract.risk;
        return t('share.pbn.answer.legal', { contract: t('share.pbn.by', { contract, seat: t(`common.seats.${e.contract.declarer}`) }) });
      }
      // the reason with its parameters, as lib/bridge's auction check words it ('incomplete' has none)
      const found = e.index < item.calls.length ? checkCall({ dealer: item.dealer, calls: item.calls.slice(0, e.index) }, item.calls[e.index]) : null;
      const reason = t(`errors.${e.code}`, found?.params ?? {});
      return t('share.pbn.answer.illegal', { number: e.index + 1, reason });
    }
    case 'roles': {
      const contract = callText(t, { kind: 'bid', level: e.contract.level, strain: e.contract.strain }) + e.contract.risk;
      return t('share.pbn.answer.roles', {
        contract: t('share.pbn.by', { contract, seat: t(`common.seats.${e.contract.declarer}`) }),
        leader: t(`common.seats.${e.leader}`),
        dummy: t(`common.seats.${e.dummy}`),
      });
    }
    case 'score':
      return t('share.pbn.answer.score', { score: e.score });
  }
}

/** The board of one item. Legal items keep their (possibly illegal) auction in the answer only: [Auction] must be legal. */
function boardOf(t: Translate, item: QuizItem, board: number, event: string): PbnBoard {
  const base = { event, board, players: {}, dealer: item.dealer, vul: item.vul, deal: item.deal, otherTags: [], comments: [answerNote(t, item)] };
  switch (item.kind) {
    case 'call':
      return { ...base, auction: { dealer: item.dealer, calls: item.calls, notes: [] } };
    case 'roles': {
      const e = item.expected;
      if (e.kind !== 'roles') return base;
      return { ...base, auction: { dealer: item.dealer, calls: item.calls, notes: [] }, declarer: e.contract.declarer, contract: e.contract };
    }
    case 'score': {
      const e = item.expected;
      if (e.kind !== 'score') return base;
      return {
        ...base,
        auction: { dealer: item.dealer, calls: item.calls, notes: [] },
        declarer: e.declarer,
        contract: e.contract,
        result: e.tricks,
      };
    }
    case 'legal': {
      const calls = item.calls.map((c) => callText(t, c)).join(' ');
      return { ...base, comments: [calls, answerNote(t, item)] };
    }
    case 'evaluate':
      return base;
  }
}

/** The boards of the items, numbered from `firstBoard` (1), for a caller that adds tags before writing them. */
export function itemBoards(items: readonly QuizItem[], options: PbnExportOptions): PbnBoard[] {
  const t = translator(options.locale);
  const event = options.event ?? t('share.pbn.event');
  const first = options.firstBoard ?? 1;
  return items.map((item, i) => boardOf(t, item, first + i, event));
}

/** A PBN file of the items, boards numbered from `firstBoard` (1). */
export function itemsPbn(items: readonly QuizItem[], options: PbnExportOptions): string {
  return makePbnFile(itemBoards(items, options));
}
