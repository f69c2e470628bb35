// Where a student goes on in a set: the first question without an answer, from a place on (after "Next") or from the
// start (a reload, another device); the set's length when every question has one. Example: firstOpen(items, new Set([0, 1])) → 2.

/** The position of the first item from `from` on whose index has no answer yet (items.length when none is left). */
export function firstOpen(items: readonly { readonly index: number }[], answered: ReadonlySet<number>, from = 0): number {
  const k = items.findIndex((item, i) => i >= from && !answered.has(item.index));
  return k === -1 ? items.length : k;
}

/** The position after "Next" at `current`: the next open item after it, else the first open one before it, else the end. */
export function nextOpen(items: readonly { readonly index: number }[], answered: ReadonlySet<number>, current: number): number {
  const after = firstOpen(items, answered, current + 1);
  return after < items.length ? after : firstOpen(items, answered);
}
