// Builds the 8192-entry tables indexed by a 13-bit suit mask, once, when a module loads.
// Example: buildMaskTable(Uint8Array, (mask) => mask & 0x1000 ? 1 : 0)[0x1000] === 1.

// Hot paths read other modules' tables and functions through module-level aliases made at load
// (`const HONOUR = HONOUR_POINTS_TABLE`): under tsx's CommonJS output every access to an imported
// binding is a getter call, which made hdPoints and evaluateHand several times slower (bench/evaluate.ts).

/** Every 13-bit suit mask: 0 … 8191 (bit r = RANKS[r]). */
export const MASK_COUNT = 1 << 13;

type TableClass<T> = new (length: number) => T;

/** Fills a typed array with `value(mask)` for every suit mask; the function runs only at load time. */
export function buildMaskTable<T extends Uint8Array | Int8Array>(kind: TableClass<T>, value: (mask: number) => number): T {
  const table = new kind(MASK_COUNT);
  for (let mask = 0; mask < MASK_COUNT; mask++) table[mask] = value(mask);
  return table;
}
