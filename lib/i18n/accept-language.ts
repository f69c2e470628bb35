// The browser's languages as the locale detection should read them: a Serbian tag names its script only when it asks
// for Cyrillic. CLDR reads a bare 'sr' (and sr-RS, even sr-Latn beside it) as Cyrillic, so a matcher offered both
// /sr and /sr-Cyrl would send most Serbian browsers to Cyrillic; the site's Serbian is Latin unless Cyrillic is asked for.
// Example: serbianByScript('sr-Latn-RS,sr;q=0.9,en;q=0.5') → 'sr,sr;q=0.9,en;q=0.5'; 'sr-Cyrl-RS' → 'sr-Cyrl'.

/** The Accept-Language header with every Serbian tag reduced to 'sr' (Latin) or 'sr-Cyrl'; other tags as they were. */
export function serbianByScript(acceptLanguage: string): string {
  return acceptLanguage
    .split(',')
    .map((entry) => {
      const [tag, ...params] = entry.split(';');
      const subtags = tag.trim().toLowerCase().split(/[-_]/);
      if (subtags[0] !== 'sr') return entry;
      return [subtags.includes('cyrl') ? 'sr-Cyrl' : 'sr', ...params].join(';');
    })
    .join(',');
}
