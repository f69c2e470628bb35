// The pairs a class teacher makes of the roster, as the form holds them: two chosen students per row ('' until chosen),
// first drawn in the roster's order (1st with 2nd, 3rd with 4th, …), then checked before they are sent: every row
// whole, nobody twice. Example: firstPairs(['a', 'b', 'c']) → [['a', 'b']]; rosterProblem([['a', 'a']]) → { kind: 'twice', id: 'a' }.

export type RosterPair = readonly [string, string];

/** The roster paired in its order; an odd last student is left for the teacher to place. */
export function firstPairs(ids: readonly string[]): RosterPair[] {
  const pairs: RosterPair[] = [];
  for (let k = 0; k + 1 < ids.length; k += 2) pairs.push([ids[k], ids[k + 1]]);
  return pairs;
}

/** What stops the pairs from being sent: none at all, a row not whole, a student in two places; null when they can go. */
export function rosterProblem(pairs: readonly RosterPair[]): { kind: 'none' } | { kind: 'incomplete' } | { kind: 'twice'; id: string } | null {
  if (pairs.length === 0) return { kind: 'none' };
  if (pairs.some(([a, b]) => a === '' || b === '')) return { kind: 'incomplete' };
  const seen = new Set<string>();
  for (const id of pairs.flat()) {
    if (seen.has(id)) return { kind: 'twice', id };
    seen.add(id);
  }
  return null;
}

/** The students in no pair, in the roster's order. */
export function unpaired(ids: readonly string[], pairs: readonly RosterPair[]): string[] {
  const taken = new Set(pairs.flat());
  return ids.filter((id) => !taken.has(id));
}
