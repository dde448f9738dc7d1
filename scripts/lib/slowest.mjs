// The slowest test files of a suite, read from its JSON report (vitest's or Playwright's), so every run of `npm test`
// and of CI says where a suite's time goes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Seconds per test file from a vitest JSON report (each file's own start to end). */
function vitestFiles(report) {
  return report.testResults.map((file) => ({ file: file.name, seconds: (file.endTime - file.startTime) / 1000 }));
}

/** Seconds per test file from a Playwright JSON report: every result's duration, all projects (js, no-js) added. */
function playwrightFiles(report) {
  const totals = new Map();
  const visit = (suite, file) => {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) totals.set(name, (totals.get(name) ?? 0) + result.duration / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child, name);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return [...totals].map(([file, seconds]) => ({ file, seconds }));
}

/** The `count` slowest files of the report at `reportPath` as printable lines; [] when there is no report. */
export function slowestFiles(reportPath, count = 10) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const files = Array.isArray(report.testResults) ? vitestFiles(report) : playwrightFiles(report);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const lines = files
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${path.isAbsolute(f.file) ? path.relative(process.cwd(), f.file) : f.file}`);
  return [`  ${total.toFixed(0).padStart(7)} s  in ${files.length} files (time of each file added up; workers overlap)`, ...lines];
}
