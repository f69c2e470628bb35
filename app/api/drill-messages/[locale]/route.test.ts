import { describe, expect, it } from 'vitest';
import { drillMessages, drillShellMessages } from '@/lib/i18n/drill-messages';
import { LOCALES } from '@/lib/i18n/locales';
import { GET, generateStaticParams } from './route';

const get = (locale: string) => GET(new Request(`http://localhost:3000/api/drill-messages/${locale}`), { params: Promise.resolve({ locale }) });

describe('GET /api/drill-messages/<locale>', () => {
  it('is prerendered for every locale and gives its drill messages, the shell’s among them', async () => {
    expect(generateStaticParams()).toEqual(LOCALES.map((locale) => ({ locale })));
    for (const locale of LOCALES) {
      const answer = await get(locale);
      expect(answer.status, locale).toBe(200);
      const body = (await answer.json()) as { drills: Record<string, unknown>; notes: { rules: { summaries: Record<string, string> } } };
      expect(body).toEqual(drillMessages(locale));
      expect(body.drills).toMatchObject((drillShellMessages(locale) as { drills: object }).drills);
      expect(Object.keys(body.notes.rules.summaries)).toContain('O-1NT');
    }
    expect(((await (await get('sr-Cyrl')).json()) as { drills: { session: { retry: string } } }).drills.session.retry).toMatch(/^[\p{Script=Cyrillic}\s]+$/u);
  });

  it('answers 404 for a locale it does not know, whatever its spelling', async () => {
    for (const locale of ['xx', 'SR', '', '..', 'sr-Latn', 'a'.repeat(300)]) expect((await get(locale)).status, locale).toBe(404);
  });
});
