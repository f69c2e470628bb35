// The whole-auction drill's ?seed= read from the address: a whole number below 2^32, as the table takes it.
// Example: seedOf('42') → 42; seedOf('x'), seedOf('99999999999'), seedOf(undefined) → null (the page draws one).

export function seedOf(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const seed = Number(text);
  return seed < 0x1_0000_0000 ? seed : null;
}
