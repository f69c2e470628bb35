// What a lesson's MDX source holds, read without running it: its title and description exports, its headings
// (with the anchor ids the page gives them), its word count, and every component with its attributes and line —
// for the table of contents and for the lesson test, which checks each component with lib/lessons/examples.ts.
// Example: lessonOutline(source).headings[0] → { depth: 2, text: 'Šta je štih', id: 'sta-je-stih', line: 6 }.

import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface OutlineHeading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
  readonly line: number;
}

export interface OutlineElement {
  readonly name: string;
  /** Attribute values as written; a bare attribute (`quiz`) is true; <BidDeal>'s text is its `children`. */
  readonly attrs: Readonly<Record<string, string | true>>;
  readonly line: number;
}

export interface OutlineProblem {
  readonly line: number;
  readonly message: string;
}

export interface LessonOutline {
  readonly title: string | null;
  readonly description: string | null;
  readonly headings: readonly OutlineHeading[];
  readonly elements: readonly OutlineElement[];
  /** Words of the lesson's prose (headings, paragraphs, lists, tables), not counting components' attributes. */
  readonly words: number;
  /** What the source does that a lesson must not: raw HTML, JS expressions, a level-1 heading, … */
  readonly problems: readonly OutlineProblem[];
}

/** The anchor id of a heading: ASCII letters and digits joined by '-', the same for the Latin and Cyrillic page. */
export function headingId(text: string): string {
  return text
    .replace(/[đĐ]/g, 'dj')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const EXPORT = /^export const (title|description) = '([^']*)'\s*;?\s*$/;

/** Words in a stretch of prose: tokens holding a letter or a digit ('1♠' counts, '—' does not). */
function countWords(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

type Node = RootContent | Root;

export function lessonOutline(source: string): LessonOutline {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source) as Root;
  const headings: OutlineHeading[] = [];
  const elements: OutlineElement[] = [];
  const problems: OutlineProblem[] = [];
  const exports: Record<string, string> = {};
  let words = 0;

  const lineOf = (node: Node) => node.position?.start.line ?? 0;

  function visit(node: Node): void {
    switch (node.type) {
      case 'mdxjsEsm':
        for (const line of node.value.split('\n')) {
          const m = EXPORT.exec(line.trim());
          if (m) exports[m[1]] = m[2];
          else if (line.trim() !== '') problems.push({ line: lineOf(node), message: `only "export const title/description = '…'" may be exported: ${line.trim()}` });
        }
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        problems.push({ line: lineOf(node), message: `a {…} expression is not allowed in a lesson: {${node.value}}` });
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        if (!/^[A-Z]/.test(name)) {
          problems.push({ line: lineOf(node), message: `raw HTML <${name}> is not allowed in a lesson: use Markdown or a component` });
          return;
        }
        const attrs: Record<string, string | true> = {};
        for (const a of node.attributes) {
          if (a.type !== 'mdxJsxAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string')) {
            problems.push({ line: lineOf(node), message: `<${name}>: attributes must be plain strings ("…")` });
            continue;
          }
          attrs[a.name] = a.value ?? true;
        }
        elements.push({ name, attrs, line: lineOf(node) });
        // <Term id="…">words</Term> holds the words it defines (plain text, counted as prose); the rest close themselves.
        if (name === 'Term' && node.type === 'mdxJsxTextElement') {
          if (node.children.length === 0 || node.children.some((c) => c.type !== 'text')) {
            problems.push({ line: lineOf(node), message: '<Term id="…"> holds the plain words it defines: <Term id="game">manša</Term>' });
          }
          break;
        }
        // <BidDeal …>why</BidDeal> holds the sentences on why its contract is right: prose, kept as its `children`
        if (name === 'BidDeal') {
          const why = toString(node).trim();
          if (why !== '') attrs.children = why;
          break;
        }
        if (node.children.length > 0) problems.push({ line: lineOf(node), message: `<${name}> must be self-closing (<${name} … />)` });
        return;
      }
      case 'heading': {
        const text = toString(node);
        if (node.depth === 1 || node.depth > 3) problems.push({ line: lineOf(node), message: `use ## or ### headings (the page prints the title): "${text}"` });
        headings.push({ depth: node.depth, text, id: headingId(text), line: lineOf(node) });
        words += countWords(text);
        if (node.children.some((c) => c.type !== 'text')) problems.push({ line: lineOf(node), message: `a heading must be plain text: "${text}"` });
        return;
      }
      case 'html':
        problems.push({ line: lineOf(node), message: 'raw HTML is not allowed in a lesson' });
        return;
      case 'code':
        problems.push({ line: lineOf(node), message: 'code blocks are not part of a lesson' });
        return;
      case 'image':
      case 'imageReference':
        problems.push({ line: lineOf(node), message: 'images are not part of a lesson (use the components)' });
        return;
      case 'text':
      case 'inlineCode':
        words += countWords(node.value);
        return;
      case 'link':
        if (/^[a-z]+:/i.test(node.url) || node.url.startsWith('//')) problems.push({ line: lineOf(node), message: `links leave the site: ${node.url}` });
        break;
    }
    if ('children' in node) for (const child of node.children as Node[]) visit(child);
  }
  visit(tree);

  const seen = new Set<string>();
  for (const h of headings) {
    if (seen.has(h.id)) problems.push({ line: h.line, message: `two headings make the same anchor "${h.id}"` });
    seen.add(h.id);
  }
  return { title: exports.title ?? null, description: exports.description ?? null, headings, elements, words, problems };
}
