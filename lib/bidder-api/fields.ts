// zod fields shared by the commands; each bad value becomes the issue the site uses for it (bad-seat, bad-tricks…).
// Example: seat.safeParse('q') fails with params.issue = { code: 'bad-seat', params: { seat: 'q' } }; seat.parse('n') → 'N'.

import { z } from 'zod';
import { parseCalls } from '../bridge/call';
import { parseContract, type Contract } from '../bridge/contract';
import { parseHand } from '../bridge/hand';
import { parseSeat, parseVulnerability, suitOfSymbol } from '../bridge/notation';
import type { Call, Seat, Suit, Vulnerability } from '../bridge/types';
import { issue, type Issue, type Result } from '../result';

/** A value arrives as text from argv and as text or a number from JSON. */
const scalar = z.union([z.string(), z.number()]);

/** A zod field from a parser that returns a Result: its issue is kept as the zod issue's params. */
function fromParser<T>(parse: (text: string) => Result<T, Issue>, input: z.ZodType<string | number | string[]> = scalar) {
  return input.transform((value, ctx): T => {
    const parsed = parse(Array.isArray(value) ? value.join(' ') : String(value));
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error.code, params: { issue: parsed.error } });
    return z.NEVER;
  });
}

function wholeNumber(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^[+-]?\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** The vocabulary's readers (lib/bridge/notation): N/E/S/W or the full names; None/Love/-, NS, EW, All/Both. */
export const seat: z.ZodType<Seat, unknown> = fromParser(parseSeat);
export const vulnerability: z.ZodType<Vulnerability, unknown> = fromParser(parseVulnerability);
/** A suit letter or symbol; a bad one is a bad request (there is no suit issue in the catalogue). */
export const suit: z.ZodType<Suit, unknown> = fromParser((text) => {
  const found = suitOfSymbol(text);
  return found ? { ok: true, value: found } : { ok: false, error: issue('bad-request', { detail: `a suit is S, H, D or C, not “${text}”` }) };
});

export const tricks: z.ZodType<number, unknown> = fromParser((text) => {
  const n = wholeNumber(text, 0, 13);
  return n === null ? { ok: false, error: issue('bad-tricks', { tricks: text }) } : { ok: true, value: n };
});
export const boardNumber: z.ZodType<number, unknown> = fromParser((text) => {
  const n = wholeNumber(text, 1, Number.MAX_SAFE_INTEGER);
  return n === null ? { ok: false, error: issue('bad-board', { board: text }) } : { ok: true, value: n };
});
/** A seed for the random deals: any safe whole number (the generator reads it modulo 2^32). */
export const seed: z.ZodType<number, unknown> = fromParser((text) => {
  const n = wholeNumber(text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return n === null ? { ok: false, error: issue('bad-seed', { seed: text }) } : { ok: true, value: n };
});
export const MAX_DEALS = 10_000;
export const count: z.ZodType<number, unknown> = fromParser((text) => {
  const n = wholeNumber(text, 1, MAX_DEALS);
  return n === null
    ? { ok: false, error: issue('bad-request', { detail: `count must be a whole number from 1 to ${MAX_DEALS}, not “${text}”` }) }
    : { ok: true, value: n };
});

export const hand = fromParser(parseHand);
export const contract: z.ZodType<Contract, unknown> = fromParser(parseContract);
/** Calls as one text ('1S P 2S') or a list of texts (['1S', 'P', '2S']). */
export const calls: z.ZodType<Call[], unknown> = fromParser(parseCalls, z.union([z.string(), z.array(z.string())]));
