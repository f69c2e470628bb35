// The inline scripts and styles of an HTML document, as the browser hashes them for a CSP: the exact text between
// the tags (script and style bodies are raw text in HTML, no entities to decode). Scripts with a src, and JSON data
// blocks (type="application/json" or ld+json), run nothing and are left out.
// Example: inlineBodies('<script>a()</script><script src="/x.js"></script><style>p{}</style>') → { scripts: ['a()'], styles: ['p{}'] }.

export interface InlineBodies {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const RUNS_NOTHING = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

export function inlineBodies(html: string): InlineBodies {
  const scripts = [...html.matchAll(SCRIPT)].filter((m) => !RUNS_NOTHING.test(m[1])).map((m) => m[2]);
  const styles = [...html.matchAll(STYLE)].map((m) => m[1]);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
