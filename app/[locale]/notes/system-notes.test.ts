import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '@/lib/bidder';
import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { AUCTION_RULES, DECISIONS, EVALUATION_RULES, INTERPRETATIONS, RULES_BY_TOPIC, TOPICS } from './system-notes';

const SYSTEM = readFileSync(fileURLToPath(new URL('../../../docs/system.md', import.meta.url)), 'utf8');

describe('the notes follow docs/system.md', () => {
  it('lists exactly the interpretations of section 10, in order', () => {
    const table = SYSTEM.slice(SYSTEM.indexOf('## 10.'));
    const ids = [...table.matchAll(/^\| (I-\d+) \|/gm)].map((m) => m[1]);
    expect(ids).toHaveLength(20);
    expect(INTERPRETATIONS.map((i) => i.id)).toEqual(ids);
  });

  it('lists every evaluation and auction rule docs/system.md defines', () => {
    const defined = [...SYSTEM.matchAll(/\*\*([EA]-[A-Z]+)\*\*/g)].map((m) => m[1]);
    expect([...EVALUATION_RULES, ...AUCTION_RULES].sort()).toEqual([...new Set(defined)].sort());
  });

  it('puts every rule in exactly one topic, bidder rules in the order the bidder tries them', () => {
    const listed = RULES_BY_TOPIC.flatMap((g) => g.rules);
    expect(listed).toEqual([...EVALUATION_RULES, ...AUCTION_RULES, ...RULE_IDS]);
    expect(RULES_BY_TOPIC.every((g) => g.rules.length > 0)).toBe(true);
  });

  it('every rule an interpretation affects is listed on the page; each interpretation points somewhere', () => {
    const listed = new Set<string>(RULES_BY_TOPIC.flatMap((g) => g.rules));
    for (const i of INTERPRETATIONS) {
      expect(i.rules.filter((r) => !listed.has(r)), i.id).toEqual([]);
      expect((i.topics ?? []).every((t) => (TOPICS as readonly string[]).includes(t))).toBe(true);
      expect(i.rules.length + (i.topics?.length ?? 0) + (i.page ? 1 : 0), i.id).toBeGreaterThan(0);
    }
  });

  it('the rules docs/system.md marks with an interpretation are among the ones it affects', () => {
    // a table row "| O-1C | … **[I-6]** |": the row's id is affected by I-6
    for (const m of SYSTEM.matchAll(/^\| ([A-Z0-9-]+) \|[^\n]*\[I-(\d+)\]/gm)) {
      const interpretation = INTERPRETATIONS.find((i) => i.id === `I-${m[2]}`)!;
      expect(interpretation.rules as readonly string[], interpretation.id).toContain(m[1]);
    }
  });

  it('lists every decision of section 11, in order, each pointing to rules or topics the page lists or to a page', () => {
    const table = SYSTEM.slice(SYSTEM.indexOf('## 11.'));
    const ids = [...table.matchAll(/^\| (B-\d+) \|/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(36); // B-1 … B-34, B-40, B-41 when this test was written
    expect(ids.slice(0, 34)).toEqual(Array.from({ length: 34 }, (_, i) => `B-${i + 1}`));
    expect(DECISIONS.map((d) => d.id)).toEqual(ids);
    const listed = new Set<string>(RULES_BY_TOPIC.flatMap((g) => g.rules));
    for (const d of DECISIONS) {
      expect(d.rules.length + (d.topics?.length ?? 0) + (d.page ? 1 : 0), d.id).toBeGreaterThan(0);
      expect(d.rules.filter((r) => !listed.has(r)), d.id).toEqual([]);
      expect((d.topics ?? []).every((t) => (TOPICS as readonly string[]).includes(t)), d.id).toBe(true);
    }
  });

  it('a decision whose row in section 11 names rule ids touches those rules', () => {
    const table = SYSTEM.slice(SYSTEM.indexOf('## 11.'));
    const known = new Set<string>(RULES_BY_TOPIC.flatMap((g) => g.rules));
    for (const m of table.matchAll(/^\| (B-\d+) \|(.*)$/gm)) {
      const named = (m[2].match(/[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+/g) ?? []).filter((id) => known.has(id));
      const decision = DECISIONS.find((d) => d.id === m[1])!;
      for (const id of named) expect(decision.rules as readonly string[], `${m[1]} names ${id}`).toContain(id);
    }
  });

  it.each(LOCALES)('%s has the title and the text of every decision', (locale) => {
    const notes = messagesFor(locale).notes as { decisions: { items: Record<string, Record<string, string>> }; interpretations: Record<string, unknown> };
    for (const { id } of DECISIONS) expect(Object.keys(notes.decisions.items[id] ?? {}).sort(), id).toEqual(['decision', 'title']);
    for (const { page } of [...DECISIONS, ...INTERPRETATIONS]) if (page) expect(notes.interpretations, page.label).toHaveProperty(page.label);
    expect(Object.keys(notes.decisions.items)).toEqual(DECISIONS.map((d) => d.id));
  });

  it.each(LOCALES)('%s has the four texts of every interpretation and a one-line summary of every rule', (locale) => {
    const notes = messagesFor(locale).notes as {
      interpretations: { items: Record<string, Record<string, string>> };
      rules: { summaries: Record<string, string>; topics: Record<string, string> };
    };
    for (const { id } of INTERPRETATIONS) {
      expect(Object.keys(notes.interpretations.items[id] ?? {}).sort(), id).toEqual(['decision', 'question', 'title', 'why']);
    }
    expect(Object.keys(notes.rules.summaries)).toEqual(RULES_BY_TOPIC.flatMap((g) => g.rules));
    expect(Object.keys(notes.rules.topics)).toEqual([...TOPICS]);
  });
});
