// An answer whose putAnswer resolved is stored: a writer process is killed with SIGKILL mid-burst, the file is reopened.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './open-store';
import { gradeWith, ITEMS, newSet } from '@/test-support/store/store-contract';
import { hashToken, resumeCode, studentToken } from './tokens';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite durability', () => {
  it('keeps every acknowledged answer when the writer is killed with SIGKILL', async () => {
    const dataDir = join(dir, 'data');
    let store = await openStore({ dataDir });
    const set = await store.createSet(newSet(), ITEMS);
    const student = await store.addStudent({ setId: set.id, name: 'K', tokenHash: hashToken(studentToken()), resumeCode: resumeCode(), seed: 1, joinedAt: 1, items: [] });
    if (typeof student !== 'object') throw new Error('not joined');
    await store.close();

    // node --import tsx, not the tsx command: that one runs node in a child of its own, which SIGKILL would not reach.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/fixtures/answer-writer.ts', dataDir, set.id, student.id], { cwd: root });
    const acked: string[] = [];
    let buffer = '';
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        acked.push(...lines);
        if (acked.length >= 300 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    expect(acked.length).toBeGreaterThanOrEqual(300);

    store = await openStore({ dataDir });
    try {
      const stored = new Set((await store.answersOf(set.id)).map((a) => a.id));
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);
      // The clients' retries of what was acknowledged add nothing.
      const [item] = await store.itemsOf(set.id, null);
      for (const id of acked.slice(-20)) {
        expect(await store.putAnswer({ setId: set.id, id, student: student.id, item, answer: { call: 'P' }, ms: 0, at: 0 }, gradeWith(item, { call: 'P' }))).toBe('repeat');
      }
      expect((await store.answersOf(set.id)).length).toBe(stored.size);
    } finally {
      await store.close();
    }
  });
});
