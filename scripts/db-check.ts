// `npm run db:check -- <file>`: checks that a backup of the SQLite file restores (server/backup-check.ts), changing
// nothing in it. Example: npm run db:check -- backup.sqlite → "backup.sqlite: ok · schema 0003-result-cells · 12 sets,
// 340 students, 2,100 items, 28,000 answers"; exit code 1 when it does not.

import { checkBackup } from '../server/backup-check';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:check -- <backup.sqlite>');
  process.exit(2);
}
const report = checkBackup(file);
const n = (value: number) => value.toLocaleString('en');
const schema = report.migrations.at(-1) ?? 'none';
console.log(
  report.ok
    ? `${file}: ok · schema ${schema} · ${n(report.sets)} sets, ${n(report.students)} students, ${n(report.items)} items, ${n(report.answers)} answers`
    : `${file}: does not restore: ${report.integrity}`,
);
process.exitCode = report.ok ? 0 : 1;
