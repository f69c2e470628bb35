import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPrivatePage } from './private-page';

describe('isPrivatePage', () => {
  it('is every page whose address holds a token, a key or a code, in every locale, with its subpages', () => {
    for (const locale of ['sr', 'sr-Cyrl', 'lv', 'en']) {
      for (const path of ['/t/TOKEN', '/t/TOKEN/worksheet', '/s/K7Q2M9XD', '/class/K7Q2M9XD', '/class-teacher/TOKEN', '/teacher/KEY', '/pair/TOKEN', '/pairs-teacher/TOKEN', '/live/K7Q2M9XD', '/live-teacher/TOKEN']) {
        expect(isPrivatePage(`/${locale}${path}`), `/${locale}${path}`).toBe(true);
      }
    }
  });

  it('is no public page: the teachers\' start page, the lessons, the drills, a section named like a private one', () => {
    for (const path of ['/sr/teach', '/sr/teach/x', '/en', '/en/lessons/cards-and-tricks', '/lv/drills/open', '/sr/teacher', '/sr/class', '/sr/t', '/sr/classes/x', '/sr/teachers/x', '/sr/drills/pairs', '/sr/pair', '/sr/live', '/sr/poll']) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });

  it('names each private route folder of app/[locale] that exists', () => {
    for (const folder of ['t/[token]', 's/[code]', 'class/[code]', 'class-teacher/[token]', 'teacher/[key]', 'pair/[token]', 'pairs-teacher/[token]', 'live/[code]', 'live-teacher/[token]']) {
      expect(existsSync(fileURLToPath(new URL(`../../app/[locale]/${folder}/page.tsx`, import.meta.url))), folder).toBe(true);
    }
  });
});
