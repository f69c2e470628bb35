// The calls a browser test answers a call item with: the expected one (from the item's share code) or a legal one that
// is not it. Example: await page.locator(`button[data-call="${wrongOf(item.code)}"]`).click().

import { makeCall } from '@/lib/bridge/call';
import { itemFromCode } from '@/lib/quiz/item-code';
import { callChoices } from '@/lib/quiz/grade-call';

/** The expected call of a call item, from its share code. */
export function expectedOf(code: string): string {
  const item = itemFromCode(code);
  if (!item.ok || item.value.expected.kind !== 'call') throw new Error('not a call item');
  return makeCall(item.value.expected.call);
}

/** A legal call that is not the expected one. */
export function wrongOf(code: string): string {
  const item = itemFromCode(code);
  if (!item.ok) throw new Error('bad code');
  const expected = expectedOf(code);
  const wrong = callChoices(item.value).map(makeCall).find((c) => c !== expected);
  if (!wrong) throw new Error('no wrong call');
  return wrong;
}
