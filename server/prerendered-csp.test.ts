// The prerendered pages' CSP hashes are read only from .next/server/app: a path with dots or anything but name
// segments is never turned into a file name (the audit's surviving mutant M52), and a page's inline script is hashed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'bridge-tutor-csp-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const app = join(root, '.next', 'server', 'app');
mkdirSync(join(app, 'sr'), { recursive: true });
writeFileSync(join(app, 'sr', 'notes.html'), '<html><script>self.page=1</script></html>');
// files outside the app folder that a path with ".." would reach
writeFileSync(join(root, '.next', 'server', 'secret.html'), '<script>secret()</script>');
writeFileSync(join(root, 'outside.html'), '<script>outside()</script>');

async function load() {
  vi.resetModules();
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  return import('./prerendered-csp');
}

describe('prerenderedHashes', () => {
  it("hashes a prerendered page's inline scripts", async () => {
    const { prerenderedHashes } = await load();
    const sha = createHash('sha256').update('self.page=1', 'utf8').digest('base64');
    expect(prerenderedHashes('/sr/notes')).toEqual({ scripts: [sha], styles: [] });
    expect(prerenderedHashes('/sr/none')).toBeNull();
  });

  it('never reads outside .next/server/app, whatever the path', async () => {
    const { prerenderedHashes } = await load();
    for (const path of ['/sr/../secret', '/sr/../../../outside', '/..', '/sr/..', '/sr/./notes', 'sr/notes', '/sr//notes', '/sr/notes.html', '/sr\\notes']) {
      expect(prerenderedHashes(path), path).toBeNull();
    }
  });
});
