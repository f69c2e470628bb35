// A student's name as stored and as compared: NFC, trimmed, inner spaces made one; two names are the same name when
// they are equal after that, letter case aside. Example: sameName('  Ana   Petrović ', 'ana petrović') → true.

/** The name as stored: NFC, trimmed, every run of spaces (and other blanks) one space. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** What two names are compared by: the stored form, letter case aside (Š and š, Ā and ā are one letter). */
export function nameKey(name: string): string {
  return normalizeName(name).toLowerCase();
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** The name among `names` that is the same as `name`, if any (the class's or set's roster when someone joins). */
export function takenName(name: string, names: Iterable<string>): string | null {
  const key = nameKey(name);
  for (const other of names) if (nameKey(other) === key) return other;
  return null;
}
