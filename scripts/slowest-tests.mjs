#!/usr/bin/env node
// The slowest test files of a vitest run, from its JSON report (--reporter=json --outputFile.json=FILE): CI prints the
// ten slowest unit and browser files after its step table, so the change that slows CI is seen at once.
// Example: node scripts/slowest-tests.mjs /tmp/unit.json 10 → "  41.2s  lib/quiz/item.test.ts (412 tests)"
// With --failed it prints the failed tests instead, each with the start of its error: CI prints them in its summary, so
// a failure is named even when only the end of CI's output is kept.

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

/**
 * The failed tests of a vitest JSON report, and the files that failed outside any test (an import or a hook), each with
 * the first lines of its error.
 * @param {{ testResults?: { name: string; status?: string; message?: string; assertionResults?: { fullName?: string; title?: string; status?: string; failureMessages?: string[] }[] }[] }} report
 * @returns {{ file: string; test: string | null; error: string }[]}
 */
export function failedTests(report, root = process.cwd()) {
  const failed = [];
  for (const result of report.testResults ?? []) {
    const file = relative(root, result.name);
    const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) failed.push({ file, test: test.fullName ?? test.title ?? '', error: errorStart(test.failureMessages?.[0] ?? '') });
    if (result.status === 'failed' && tests.length === 0) failed.push({ file, test: null, error: errorStart(result.message ?? '') });
  }
  return failed;
}

/** The first lines of an error, without terminal colours, each cut to a readable length. */
function errorStart(message, lines = 4, width = 240) {
  return message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
    .join('\n');
}

/** The lines CI prints for the failures: the file and test, then the error indented. */
export function formatFailed(failed) {
  return failed.flatMap(({ file, test, error }) => [
    `FAILED  ${file}${test === null ? ' (outside any test)' : ` > ${test}`}`,
    ...error.split('\n').filter(Boolean).map((line) => `          ${line}`),
  ]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const onlyFailed = args[0] === '--failed';
  const [file, countText = '10', root = process.cwd()] = onlyFailed ? [args[1], '0', args[2]] : args;
  if (!file) {
    console.error('usage: node scripts/slowest-tests.mjs [--failed] REPORT.json [COUNT] [ROOT: the folder the tests ran in]');
    process.exit(2);
  }
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`no report to read at ${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const lines = onlyFailed ? formatFailed(failedTests(report, root ?? process.cwd())) : formatSlowest(slowestFiles(report, root), Number(countText) || 10);
  for (const line of lines) console.log(line);
}
