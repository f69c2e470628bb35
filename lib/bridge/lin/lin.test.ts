import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractOf, legalCalls, isComplete } from '../auction';
import { makeCall, makeCalls } from '../call';
import { makeDeal } from '../deal';
import { makePbnFile, parsePbnFile } from '../pbn/file';
import { randomDeal } from '../random-deal';
import { SEATS, VULNERABILITIES, type Call, type Seat } from '../types';
import { isLinLink, linOfLink, linToPbn, looksLikeLin, pbnToLin, printLin, printLinBoard, readLin, type LinBoard } from './file';

const corpus = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8');

describe('the LIN corpus reads whole', () => {
  it('a single hand with its play: three hands given, East completed; players South, West, North, East', () => {
    const { file, issues } = readLin(corpus('01-single-hand-with-play.lin'));
    expect(issues).toEqual([]);
    const [board] = file.boards;
    expect(board).toMatchObject({ board: 1, dealer: 'N', vul: 'None', players: { S: 'PearyCook', W: 'zetanot', N: 'krackistan', E: 'silentfree' } });
    expect(makeCalls(board.calls)).toBe('1C 1S P 2S P 3D P 4S P P P');
    expect(board.play).toHaveLength(52);
    expect(makeDeal(board.deal, 'S').split(' ')[0]).toBe('S:J.T864.T62.QJ754');
  });

  it('a vugraph match: the event, eight players by room, eleven boards with their rooms, alerts, commentary and claims', () => {
    const { file, issues } = readLin(corpus('02-vugraph-match.lin'));
    expect(issues).toEqual([]);
    expect(file.event).toBe('Gabi Pleven Teams');
    expect(file.boards.map((b) => `${b.room === 'open' ? 'o' : 'c'}${b.board}`)).toEqual(['o9', 'c9', 'o10', 'c10', 'o11', 'c11', 'o12', 'c12', 'o13', 'c13', 'c14']);
    const [open9, closed9, open10] = file.boards;
    expect(open9.players).toEqual({ S: 'Ferov', W: 'Dunev', N: 'Andonov', E: 'Kovandzhiy' });
    expect(closed9.players).toEqual({ S: 'Slavov', W: 'Alexandrov', N: 'Videnova', E: 'Georgiev' });
    expect(open9).toMatchObject({ dealer: 'N', vul: 'EW', claim: 9, alerts: [{ index: 2, text: '' }] });
    expect(makeCall(closed9.calls[4])).toBe('XX');
    expect(open10.notes).toEqual(['vugraphzgs: current standings after 4 rounds']);
    expect(file.boards.at(-1)).toMatchObject({ board: 14, dealer: 'E', claim: 8 });
  });

  it('hand-viewer links: URL-encoded, alerts explained, robots and a claim; a bare deal of "Board 0"', () => {
    const text = corpus('03-handviewer-alerts.txt');
    expect(isLinLink(text)).toBe(true);
    const { file, issues } = readLin(text);
    expect(issues).toEqual([]);
    const [played, bare] = file.boards;
    expect(played).toMatchObject({ board: 5, dealer: 'N', vul: 'NS', claim: 7, players: { S: 'Periiz', W: '~Mwest' } });
    expect(played.alerts.map((a) => [a.index, a.text.slice(0, 17)])).toEqual([[2, 'notrump opener. C'], [4, 'Minor transfer --'], [6, 'Transfer complete']]);
    expect(played.alerts[1].text).toContain('6+ !C');
    expect(bare).toMatchObject({ board: null, calls: [], players: {}, play: [] });
  });

  it('ranks in any order, and a claim in the middle of the play', () => {
    const { file, issues } = readLin(corpus('04-three-hands-ascending.lin'));
    expect(issues).toEqual([]);
    expect(file.boards[0]).toMatchObject({ board: 1, claim: 11 });
    expect(file.boards[0].play).toHaveLength(29);
  });

  it('the play goes to PBN as its Play section, the result by the claim or counted, and comes back', () => {
    const { file } = readLin(corpus('01-single-hand-with-play.lin'));
    const pbn = linToPbn(file.boards[0]);
    expect(pbn).toMatchObject({ declarer: 'E', contract: { level: 4, strain: 'S', risk: '' }, result: 12 });
    expect(pbn.otherTags[0]).toMatchObject({ name: 'Play', value: 'S', afterAuction: true });
    // each trick a line under South, West, North, East (from the opening leader): East won the first and led a spade
    expect(pbn.otherTags[0].section.slice(0, 2)).toEqual(['C5 C2 CK CA', 'SJ SK S4 S2']);
    const read = parsePbnFile(makePbnFile([pbn]));
    if (!read.ok) throw new Error(read.error.code);
    expect(pbnToLin(read.value[0])?.play).toEqual(file.boards[0].play);
    const claimed = linToPbn(readLin(corpus('04-three-hands-ascending.lin')).file.boards[0]);
    expect(claimed).toMatchObject({ result: 11 });
    expect(claimed.otherTags[0].section.at(-1)).toBe('*');
  });

  it('each corpus file comes back the same through LIN and through PBN', () => {
    for (const name of ['01-single-hand-with-play.lin', '02-vugraph-match.lin', '03-handviewer-alerts.txt', '04-three-hands-ascending.lin']) {
      const { file } = readLin(corpus(name));
      expect(readLin(printLin(file)).file, name).toEqual(file);
      const pbn = parsePbnFile(makePbnFile(file.boards.map((b) => linToPbn(b, file.event))));
      if (!pbn.ok) throw new Error(name);
      const back = pbn.value.map(pbnToLin);
      expect(back.map((b) => b && [b.dealer, b.vul, makeDeal(b.deal), makeCalls(b.calls), b.alerts.map((a) => a.text), b.players]), name)
        .toEqual(file.boards.map((b) => [b.dealer, b.vul, makeDeal(b.deal), makeCalls(b.calls), b.alerts.map((a) => a.text), b.players]));
    }
  });
});

describe('each LIN tag', () => {
  const DEAL = 'md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|';

  it('md: the dealer digit 1–4 is South, West, North, East; suits in either case; 10 for the ten; no digit: from the board', () => {
    for (const [digit, seat] of [['1', 'S'], ['2', 'W'], ['3', 'N'], ['4', 'E']] as const) {
      expect(readLin(DEAL.replace('md|3', `md|${digit}`)).file.boards[0].dealer).toBe(seat);
    }
    const lower = readLin('md|3sakqjhakqjdakqcak,s2345h2345d234c23,s6789h6789d567c45,|').file.boards[0];
    expect(makeDeal(lower.deal)).toBe(makeDeal(readLin(DEAL).file.boards[0].deal));
    expect(readLin('md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,S10|').issues[0]).toMatchObject({ code: 'lin-bad-deal' });
    expect(readLin(`ah|Board 6|${DEAL.replace('md|3', 'md|')}`).file.boards[0]).toMatchObject({ board: 6, dealer: 'E', vul: 'EW' });
  });

  it('sv: o, 0 and - are nobody, n, e and b', () => {
    for (const [value, vul] of [['o', 'None'], ['0', 'None'], ['-', 'None'], ['n', 'NS'], ['E', 'EW'], ['b', 'All']] as const) {
      expect(readLin(`${DEAL}sv|${value}|`).file.boards[0].vul).toBe(vul);
    }
  });

  it('mb and an: p, d, r, 1N and 1NT; "!" and an|…| alert a call', () => {
    const board = readLin(`${DEAL}sv|o|mb|1C!|mb|d|mb|r|an|SOS|mb|1NT|mb|p|mb|p|mb|p|`).file.boards[0];
    expect(makeCalls(board.calls)).toBe('1C X XX 1N P P P');
    expect(board.alerts).toEqual([{ index: 0, text: '' }, { index: 2, text: 'SOS' }]);
  });

  it('pc, mc, qx, ah, nt, pn, and the viewer\'s own tags (st, rh, pg, sk) are read or passed over', () => {
    const board = readLin(`qx|c7|pn|a,b,c,d|st||${DEAL}rh||ah|Final, board 7|sv|b|sk|1|nt|hello|mb|p|pg||pc|s2|pc|SA|mc|13|`).file.boards[0];
    expect(board).toMatchObject({ board: 7, room: 'closed', title: 'Final, board 7', players: { S: 'a', W: 'b', N: 'c', E: 'd' }, notes: ['hello'], claim: 13 });
    expect(board.play).toEqual([{ suit: 'S', rank: '2' }, { suit: 'S', rank: 'A' }]);
  });
});

describe('a bad part of LIN is a coded issue at its position, and the other boards are read', () => {
  const good = 'qx|o2|md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|sv|o|';
  const cases: [string, string][] = [
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C4A,|', 'lin-bad-deal'],
    ['md|7SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|', 'lin-bad-dealer'],
    ['md|3SAKQJHAKQJDAKQCAK,,,|', 'lin-no-deal'],
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|sv|x|', 'lin-bad-vul'],
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|mb|8N|', 'lin-bad-call'],
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|mb|1C|mb|1C|', 'lin-illegal-auction'],
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|mb|p|mb|p|mb|p|mb|p|mb|1C|', 'lin-illegal-auction'],
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|pc|Z9|', 'lin-bad-card'],
    ['md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|mc|14|', 'lin-bad-claim'],
  ];

  it.each(cases)('%s → %s', (bad, code) => {
    const text = `qx|o1|${bad}${good}`;
    const { file, issues } = readLin(text);
    expect(issues).toHaveLength(1);
    expect(issues[0].code).toBe(code);
    expect(Number(issues[0].params.at)).toBeGreaterThanOrEqual(1);
    expect(Number(issues[0].params.at)).toBeLessThanOrEqual(text.indexOf('qx|o2'));
    expect(file.boards.map((b) => b.board)).toEqual([2]);
  });

  it('text that is not pairs stops the reading where it stands; a link without lin= says so; too much text is refused', () => {
    const junk = 'pn|a,b,c,d|md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|xyz junk';
    expect(readLin(junk)).toMatchObject({ issues: [{ code: 'lin-bad-pair', params: { at: junk.indexOf('xyz') + 1 } }], file: { boards: [{ players: { S: 'a' } }] } });
    expect(readLin('https://example.org/hand?deal=1').issues[0]).toMatchObject({ code: 'lin-bad-link' });
    expect(readLin('md|'.padEnd(2_000_001, 'x')).issues[0]).toMatchObject({ code: 'lin-too-large' });
  });

  it('a link\'s LIN is decoded: %7C bars, %20 or + for a space, a + kept where the link encodes spaces as %20', () => {
    expect(linOfLink('https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=ah%7CBoard+3%7C')).toBe('ah|Board 3|');
    expect(linOfLink('https://x/h.html?lin=an|6+%20HCP|')).toBe('an|6+ HCP|');
    expect(linOfLink('https://x/h.html?deal=1')).toBeNull();
    expect(looksLikeLin('[Event "x"]\n[Deal "N:…"]')).toBe(false);
    expect(looksLikeLin('pn|a,b,c,d|st||md|3S…')).toBe(true);
    expect(looksLikeLin('https://www.bridgebase.com/tools/handviewer.html?lin=md|3S')).toBe(true);
  });
});

/** A legal auction of up to `length` calls, each the `pick`-th legal call (the bidder's box order) modulo the choices. */
function auctionOf(dealer: Seat, picks: readonly number[]): Call[] {
  const calls: Call[] = [];
  for (const pick of picks) {
    if (isComplete({ dealer, calls })) break;
    const legal = legalCalls({ dealer, calls });
    // mostly passes, so that auctions also end
    calls.push(pick % 3 === 0 ? legal[0] : legal[pick % legal.length]);
  }
  return calls;
}

const boardArb = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  dealer: fc.constantFrom(...SEATS),
  vul: fc.constantFrom(...VULNERABILITIES),
  board: fc.option(fc.integer({ min: 1, max: 64 }), { nil: null }),
  picks: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }),
  alerted: fc.array(fc.tuple(fc.nat(30), fc.string({ maxLength: 30 }).map((s) => s.replace(/[|\r\n]/g, ' '))), { maxLength: 4 }),
  names: fc.array(fc.stringMatching(/^[A-Za-z~][A-Za-z0-9 _.-]{0,11}$/), { minLength: 4, maxLength: 4 }),
  played: fc.nat(52),
  claim: fc.option(fc.nat(13), { nil: null }),
}).map(({ seed, dealer, vul, board, picks, alerted, names, played, claim }): LinBoard => {
  const deal = randomDeal(seed);
  const calls = auctionOf(dealer, picks);
  const alerts = [...new Map(alerted.filter(([i]) => i < calls.length).map(([index, text]) => [index, text.trim()])).entries()]
    .sort((a, b) => a[0] - b[0]).map(([index, text]) => ({ index, text }));
  const cards = SEATS.flatMap((seat) => makeDeal(deal, seat).split(' ')[0].slice(2).split('.').flatMap((ranks, s) => [...ranks].map((rank) => ({ suit: (['S', 'H', 'D', 'C'] as const)[s], rank: rank as 'A' }))));
  return {
    board, title: null, room: null, dealer, vul, deal, players: { S: names[0], W: names[1], N: names[2], E: names[3] },
    calls, alerts, play: cards.slice(0, played), claim, notes: [],
  };
});

describe('properties', () => {
  it('a board printed as LIN reads back the same', () => {
    fc.assert(fc.property(boardArb, (board) => {
      const { file, issues } = readLin(printLinBoard(board));
      expect(issues).toEqual([]);
      expect(file.boards[0]).toEqual({ ...board, players: Object.fromEntries(Object.entries(board.players).filter(([, n]) => n?.trim() !== '').map(([s, n]) => [s, n!.trim()])) });
    }), { numRuns: 150 });
  });

  it('LIN → PBN → LIN keeps the deal, dealer, vulnerability, board, auction, alerts and players', () => {
    fc.assert(fc.property(boardArb, (board) => {
      const pbn = parsePbnFile(makePbnFile([linToPbn(board)]));
      if (!pbn.ok) throw new Error(JSON.stringify(pbn.error));
      const back = pbnToLin(pbn.value[0]);
      expect(back).not.toBeNull();
      expect({ ...back, play: board.play, claim: board.claim, players: board.players }).toEqual(board);
      // with a contract the play goes through PBN's Play section, and a claim through its Result (a play stopped early)
      if (contractOf({ dealer: board.dealer, calls: board.calls })) {
        expect(back?.play).toEqual(board.play);
        if (board.play.length < 52) expect(back?.claim).toBe(board.claim);
      }
    }), { numRuns: 100 });
  });

  it('any text reads without throwing, and every issue has a position inside the text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      const { issues } = readLin(text);
      for (const found of issues) expect(Number(found.params.at)).toBeGreaterThanOrEqual(1);
    }), { numRuns: 300 });
  });
});

describe('every LIN issue speaks every locale', () => {
  it.each(['sr', 'sr-Cyrl', 'lv', 'en'] as const)('%s', async (locale) => {
    const { formatLinIssue } = await import('../../i18n/pbn-message');
    const { LIN_ISSUE_CODES } = await import('./file');
    for (const code of LIN_ISSUE_CODES) {
      const text = formatLinIssue(locale, { code, params: { at: 12, found: 'x', value: 'y', position: 3, reason: 'duplicate-card', suit: 'S', rank: 'A', seat: 'N' } });
      expect(text, code).not.toMatch(/[{}]|pbn\.lin/);
      expect(text.length, code).toBeGreaterThan(15);
    }
  });
});
