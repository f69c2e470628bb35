// `rubber` and `chicago`: a score sheet from the deals on stdin (docs/system.md §9), as JSON.
// Example: echo '{"deals":[{"contract":"4H","declarer":"N","tricks":10}]}' | bridge rubber → { totals: { NS: 120, EW: 0 }, games: { NS: 1, EW: 0 }, … }.

import { z } from 'zod';
import { makeContract, parseContract, type Contract } from '../../bridge/contract';
import { scoreChicago } from '../../bridge/scoring/chicago';
import { scoreRubber, type RubberDealInput } from '../../bridge/scoring/rubber';
import { issue, ok, type Issue, type Result } from '../../result';
import { parseJsonText, validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import * as field from '../../bidder-api/fields';

/** "P", "Pass", "pas", "" or null: the deal was passed out. */
const passedOut = /^\s*(p|pass|pas|)\s*$/i;

const dealContract = z.union([z.null(), z.string()]).transform((text, ctx): Contract | null => {
  if (text === null || passedOut.test(text)) return null;
  const parsed = parseContract(text);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error.code, params: { issue: parsed.error } });
  return z.NEVER;
});

export const sheetRequest = z.object({
  deals: z.array(
    z.object({
      contract: dealContract,
      declarer: field.seat.optional(),
      tricks: field.tricks.optional(),
      // the points are checked by the scoring module (bad-honours names the deal)
      honours: z.object({ side: z.enum(['NS', 'EW']), points: z.number() }).optional(),
    }),
  ),
});

function sheetDeals(deals: z.output<typeof sheetRequest>['deals']): RubberDealInput[] {
  return deals.map((d) => ({ ...d, honours: d.honours as RubberDealInput['honours'] }));
}

/** The sheet as JSON: each deal's input with its contract written as text ('4HX', null when passed out). */
function sheetJson<S extends { deals: readonly { input: RubberDealInput }[] }>(sheet: S): unknown {
  return {
    ...sheet,
    deals: sheet.deals.map(({ input, ...entry }) => ({
      ...entry,
      contract: input.contract ? makeContract(input.contract) : null,
      declarer: input.declarer ?? null,
      tricks: input.tricks ?? null,
      ...(input.honours && { honours: input.honours }),
    })),
  };
}

function fromStdin(_: unknown, stdin: string): Result<unknown, Issue> {
  if (stdin.trim() === '') return { ok: false, error: issue('bad-request', { detail: 'expected {"deals": […]} on stdin' }) };
  return parseJsonText(stdin);
}

export const rubber: CliCommand = {
  ...SPECS.rubber,
  readsStdin: true,
  fromArgs: fromStdin,
  handle: validated(sheetRequest, ({ deals }) => {
    const sheet = scoreRubber(sheetDeals(deals));
    return sheet.ok ? ok(sheetJson(sheet.value)) : sheet;
  }),
};

export const chicago: CliCommand = {
  ...SPECS.chicago,
  readsStdin: true,
  fromArgs: fromStdin,
  handle: validated(sheetRequest, ({ deals }) => {
    const sheet = scoreChicago(sheetDeals(deals));
    return sheet.ok ? ok(sheetJson(sheet.value)) : sheet;
  }),
};
