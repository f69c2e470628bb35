#!/usr/bin/env node
// The slowest test files of a vitest run, from its JSON report (--reporter=json --outputFile.json=FILE): CI prints the
// ten slowest unit and browser files after its step table, so the change that slows CI is seen at once.
// Example: node scripts/slowest-tests.mjs /tmp/unit.json 10 → "  41.2s  lib/quiz/item.test.ts (412 tests)"

import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files of a vitest JSON report, slowest first: each file's wall time from its first test's start to its end.
 * @param {{ testResults?: { name: string; startTime: number; endTime: number; assertionResults?: unknown[] }[] }} report
 * @returns {{ file: string; seconds: number; tests: number }[]}
 */
export function slowestFiles(report, root = process.cwd()) {
  return (report.testResults ?? [])
    .map((result) => ({
      file: relative(root, result.name),
      seconds: Math.max(0, result.endTime - result.startTime) / 1000,
      tests: result.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
}

/** The lines CI prints: the time, the file and its count of tests. */
export function formatSlowest(files, count) {
  return files.slice(0, count).map(({ file, seconds, tests }) => `${seconds.toFixed(1).padStart(7)}s  ${file} (${tests} ${tests === 1 ? 'test' : 'tests'})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, countText = '10', root = process.cwd()] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/slowest-tests.mjs REPORT.json [COUNT] [ROOT: the folder the tests ran in]');
    process.exit(2);
  }
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`no report to read at ${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  for (const line of formatSlowest(slowestFiles(report, root), Number(countText) || 10)) console.log(line);
}
