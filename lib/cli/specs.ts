// What every command takes and says of itself, without its handler: the names `help` lists (in this order), the
// words the argv reader accepts, the fields a batch line may hold. A command module adds its handler to its spec
// ({ ...SPECS.board, fromArgs, handle }), so `help` and argument errors need none of the handlers' code and a
// bundle of a few commands (scripts/cli-bundle.mjs) still lists all of them. Example: SPECS.board.usage → 'board <n>'.

import type { ArgSpec } from './args';

/** The part of a command that `help`, the argv reader and a batch line's field check read. */
export interface CommandSpec extends ArgSpec {
  /** 'evaluate <hand> [--partner S|H|D|C]' */
  readonly usage: string;
  readonly summary: string;
  /**
   * The fields of its request: what a `batch` line may hold beside "cmd" (any other is refused: unknown-field),
   * and those it must hold (missing-field).
   */
  readonly fields: { readonly required?: readonly string[]; readonly optional?: readonly string[] };
}

/** The largest --count of `deal` (lib/bidder-api/fields MAX_DEALS; specs.test.ts checks they agree). */
const MAX_DEALS = 10_000;
/** The largest --count of `quiz` (lib/bidder-api/quiz-answer MAX_QUIZ_ITEMS; specs.test.ts checks they agree). */
const MAX_QUIZ_ITEMS = 100;

const bidDeal: CommandSpec = {
  usage: 'bid-deal --dealer N|E|S|W [--vul None|NS|EW|All] [--board <n>] [--locale en|sr|sr-Cyrl|lv] "<PBN deal>"',
  summary: 'the bidder bids all four hands of a deal: every call with its rule, then the contract and declarer',
  options: ['dealer', 'vul', 'board', 'locale'],
  // an unquoted deal arrives as four words
  positionals: { name: '"<PBN deal>"', min: 1, max: 4 },
  fields: { required: ['deal'], optional: ['dealer', 'vul', 'board', 'locale'] },
};

export const SPECS = {
  evaluate: {
    usage: 'evaluate <hand> [--partner S|H|D|C]',
    summary: 'H, D, HD, quick tricks, shape and suits of a hand; with --partner the responder count in that suit',
    options: ['partner'],
    positionals: { name: '<hand>', min: 1, max: 1 },
    fields: { required: ['hand'], optional: ['partner'] },
  },
  auction: {
    usage: 'auction --dealer N|E|S|W "<calls>"',
    summary: 'checks an auction call by call: illegal calls with their reason, whether it ended, the contract and declarer',
    options: ['dealer'],
    required: ['dealer'],
    // the calls as one quoted word or as many words
    positionals: { name: '"<calls>"', min: 0, max: Infinity },
    fields: { required: ['dealer', 'calls'] },
  },
  score: {
    usage: 'score --contract 4SX --declarer N|E|S|W --tricks 0..13 (--vul None|NS|EW|All | --board <n>)',
    summary: 'duplicate score of a board, line by line (NS points: negative when EW score)',
    options: ['contract', 'declarer', 'tricks', 'vul', 'board'],
    required: ['contract', 'declarer', 'tricks'],
    fields: { required: ['contract', 'declarer', 'tricks'], optional: ['vul', 'board'] },
  },
  board: {
    usage: 'board <n>',
    summary: 'dealer and vulnerability of board n',
    positionals: { name: '<n>', min: 1, max: 1 },
    fields: { required: ['board'] },
  },
  deal: {
    usage: `deal --seed <n> [--count 1..${MAX_DEALS}]`,
    summary: 'random deals from a seed, as PBN deal strings',
    options: ['seed', 'count'],
    required: ['seed'],
    fields: { required: ['seed'], optional: ['count'] },
  },
  rubber: {
    usage: 'rubber < {"deals":[{"contract":"4H","declarer":"N","tricks":10,"honours":{"side":"NS","points":100}}, …]}',
    summary: 'rubber score sheet (above and below the line, games, rubber bonus, unfinished-rubber bonuses) from deals on stdin',
    fields: { required: ['deals'] },
  },
  chicago: {
    usage: 'chicago < {"deals":[{"contract":"3N","declarer":"E","tricks":9}, …]}',
    summary: 'Chicago score sheet (four deals, carried partscores, game bonuses) from deals on stdin',
    fields: { required: ['deals'] },
  },
  pbn: {
    usage: 'pbn < file.pbn | pbn --export < {"boards":[…]}',
    summary: 'PBN file → boards as JSON, or (--export) JSON boards → PBN text',
    flags: ['export'],
    // either pbn (import) or export: true with boards
    fields: { optional: ['pbn', 'export', 'boards'] },
  },
  lin: {
    usage: 'lin < file.lin | lin < links.txt | lin --export < {"boards":[…]}',
    summary: 'LIN (a BBO record, a vugraph match, hand-viewer links one a line) → boards as JSON, as pbn gives them, with the play; or (--export) JSON boards → LIN',
    flags: ['export'],
    // either lin (import) or export: true with boards
    fields: { optional: ['lin', 'export', 'boards'] },
  },
  bid: {
    usage: 'bid --dealer N|E|S|W [--vul None|NS|EW|All] [--board <n>] [--auction "<calls>"] [--locale en|sr|sr-Cyrl|lv] <hand>',
    summary: "the bidder's call for the hand whose turn it is: the rule that chose it, its explanation, and the rules tried before it",
    options: ['dealer', 'vul', 'board', 'auction', 'locale'],
    // one hand: the calls so far go in --auction "…"
    positionals: { name: '<hand>', min: 1, max: 1 },
    fields: { required: ['hand'], optional: ['dealer', 'vul', 'board', 'auction', 'locale'] },
  },
  'bid-deal': bidDeal,
  quiz: {
    usage: `quiz --topic <drill kind|rule id> --seed <n> [--count 1..${MAX_QUIZ_ITEMS}]`,
    summary: 'drill items from a seed with the expected answer: one item, or with --count a session (mixed rules, a quarter near misses); each item names the topic and seed that remake it',
    options: ['topic', 'seed', 'count'],
    required: ['topic', 'seed'],
    fields: { required: ['topic', 'seed'], optional: ['count'] },
  },
  // the batch name of bid-deal ({"cmd":"bidDeal",…}); the command line accepts it too
  bidDeal: { ...bidDeal, usage: '{"cmd":"bidDeal","deal","dealer","vul"} in a batch', summary: 'bid-deal under its batch name' },
  batch: {
    usage: 'batch < requests.jsonl',
    summary: 'one JSON request per line, {"cmd":"<command>", …fields}, answered by one JSON line each, in order',
    fields: {},
  },
  help: { usage: 'help', summary: 'this list of commands', fields: {} },
} as const satisfies Readonly<Record<string, CommandSpec>>;

export type CommandName = keyof typeof SPECS;
