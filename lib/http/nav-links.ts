// The site's sections, in header order: the one list the header nav and the home page read.
// Example: NAV_LINKS[1] → { key: 'lessons', href: '/lessons' }; labels are common.nav.<key>.

/** Every section the site may have; those without a page yet are left out of NAV_LINKS. */
export const ALL_SECTIONS = [
  { key: 'home', href: '/' },
  { key: 'lessons', href: '/lessons' },
  { key: 'evaluate', href: '/evaluate' },
  { key: 'score', href: '/score' },
  { key: 'table', href: '/table' },
  { key: 'drills', href: '/drills' },
  { key: 'notes', href: '/notes' },
  { key: 'teach', href: '/teach' },
] as const satisfies readonly { readonly key: string; readonly href: `/${string}` }[];

export type NavKey = (typeof ALL_SECTIONS)[number]['key'];

/** The sections listed: each once its page exists under app/[locale]/ (nav-links.test.ts checks both ways); all do now. */
export const NAV_LINKS = ALL_SECTIONS satisfies readonly NavLink[];

export interface NavLink {
  readonly key: NavKey;
  readonly href: `/${string}`;
}

/** True when `pathname` (without the locale prefix) is in the section `href`. */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/' || pathname === '';
  return pathname === href || pathname.startsWith(`${href}/`);
}
