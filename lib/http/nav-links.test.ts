import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_SECTIONS, isCurrentSection, NAV_LINKS } from './nav-links';

const pageOf = (href: string) =>
  fileURLToPath(new URL(`../../app/[locale]${href === '/' ? '' : href}/page.tsx`, import.meta.url));

describe('NAV_LINKS', () => {
  it('lists exactly the sections whose page exists', () => {
    const withPage = ALL_SECTIONS.filter((s) => existsSync(pageOf(s.href))).map((s) => s.key);
    expect(NAV_LINKS.map((l) => l.key)).toEqual(withPage);
  });

  it('marks the current section, home only on the home page', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/evaluate', '/')).toBe(false);
    expect(isCurrentSection('/score', '/score')).toBe(true);
    expect(isCurrentSection('/score/x', '/score')).toBe(true);
    expect(isCurrentSection('/scores', '/score')).toBe(false);
  });
});
