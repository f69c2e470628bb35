// The hashes for the CSP of a prerendered page: the SHA-256 of each inline script and style of the HTML file `next
// build` wrote for it (.next/server/app/<path>.html), which is what the server sends for that path whatever the
// query. Read once per path and kept (the proxy asks only for the site's known pages, a bounded set); null when the
// path has no such file, i.e. the page is rendered per request and gets a nonce instead — and always in development.
// Example: prerenderedHashes('/sr/lessons/hand-strength') → { scripts: ['k3…=', …], styles: [] }.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineBodies } from '@/lib/http/inline-bodies';

export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const APP_DIR = join(process.cwd(), '.next', 'server', 'app');
const DEV = process.env.NODE_ENV === 'development';
const known = new Map<string, InlineHashes | null>();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The file of a page path ('/sr' → sr.html, '/sr/notes' → sr/notes.html), or null for a path that cannot be one. */
function fileOf(path: string): string | null {
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(path)) return null;
  return join(APP_DIR, `${path}.html`);
}

function read(path: string): InlineHashes | null {
  const file = fileOf(path);
  if (!file) return null;
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    return null; // not prerendered: rendered per request
  }
  const { scripts, styles } = inlineBodies(html);
  return { scripts: scripts.map(sha256), styles: styles.map(sha256) };
}

/** `path`: a known page's path with its locale ('/lv/score'), as the proxy's isPage checked it */
export function prerenderedHashes(path: string): InlineHashes | null {
  if (DEV) return null;
  if (!known.has(path)) known.set(path, read(path));
  return known.get(path) ?? null;
}
