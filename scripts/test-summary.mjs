// Reads the step list written by scripts/test.sh (name, status, seconds, Vitest JSON
// report path; tab-separated), prints a table and the closing line
// "N passed, N failed[, N skipped]", and exits 1 when any step failed.
import { existsSync, readFileSync } from 'node:fs';

const [input] = process.argv.slice(2);
if (!input) {
  console.error('usage: node scripts/test-summary.mjs <steps.tsv>');
  process.exit(2);
}

const rows = readFileSync(input, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [name = '', status = '', seconds = '0', report = ''] = line.split('\t');
    return { name, status, seconds: Number(seconds), report };
  });

let passed = 0;
let failed = 0;
let skipped = 0;
let totalSeconds = 0;
const table = [];

for (const row of rows) {
  totalSeconds += row.seconds;
  let tests = '';
  let rowPassed = 0;
  let rowFailed = 0;
  if (row.report && existsSync(row.report)) {
    try {
      const json = JSON.parse(readFileSync(row.report, 'utf8'));
      rowPassed = json.numPassedTests ?? 0;
      rowFailed = json.numFailedTests ?? 0;
      const rowSkipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      skipped += rowSkipped;
      tests = `${rowPassed}/${json.numTotalTests ?? 0} passed` + (rowSkipped ? `, ${rowSkipped} skipped` : '');
      if (rowFailed) tests += `, ${rowFailed} failed`;
      if (json.numFailedTestSuites) tests += `, ${json.numFailedTestSuites} file(s) failed`;
    } catch (error) {
      tests = `unreadable report: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  // A failed step with no failed test case (lint, typecheck, build, a file that
  // could not load, no tests found ...) still counts as one failure.
  if (row.status === 'fail' && rowFailed === 0) rowFailed = 1;
  passed += rowPassed;
  failed += rowFailed;
  table.push([row.name, row.status.toUpperCase(), row.seconds.toFixed(1), tests]);
}

const header = ['step', 'result', 'seconds', 'tests'];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
    .join('  ')
    .trimEnd();
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of table) console.log(line(row));
console.log(line(['total', '', totalSeconds.toFixed(1), '']));
console.log('');

const anyStepFailed = rows.some((row) => row.status === 'fail');
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(anyStepFailed || failed > 0 ? 1 : 0);
