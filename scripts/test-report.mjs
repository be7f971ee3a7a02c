// The report npm test prints at its end: each stage's time, and the slowest test files of the vitest and Playwright
// runs (read from their JSON reports).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : seconds(ms);

/** Test files and their times from a vitest JSON report (`--reporter=json`). */
export const vitestFiles = (file, root, run) => {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return (report.testResults ?? []).map((r) => ({
    file: relative(root, r.name),
    run,
    ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)),
    tests: r.assertionResults?.length ?? 0,
  }));
};

/** Spec files and their times (every test's every attempt) from a Playwright JSON report. */
export const playwrightFiles = (file, run) => {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const byFile = new Map();
  const walk = (suite, path) => {
    const at = suite.file ?? path;
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(at) ?? { file: `e2e/${at}`, run, ms: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
      }
      byFile.set(at, entry);
    }
    for (const child of suite.suites ?? []) walk(child, at);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...byFile.values()];
};

/** Prints the stages' table and the slowest files of each run (the browser's, the embedded database's, PostgreSQL's). */
export const printReport = (stages, wall, files) => {
  const width = Math.max(...stages.map((s) => s.title.length), 'total'.length);
  console.log('\nStage times');
  for (const s of stages) console.log(`  ${s.title.padEnd(width)}  ${minutes(s.ms).padStart(12)}  ${s.status}`);
  // The run's own time: format, lint and the typechecks run two at a time, so their times overlap.
  console.log(`  ${'total'.padEnd(width)}  ${minutes(wall).padStart(12)}`);
  for (const run of [...new Set(files.map((f) => f.run))]) {
    console.log(`\nThe slowest test files (${run})`);
    const slowest = files.filter((f) => f.run === run).sort((a, b) => b.ms - a.ms);
    for (const f of slowest.slice(0, 8)) {
      console.log(`  ${seconds(f.ms).padStart(8)}  ${String(f.tests).padStart(3)} tests  ${f.file}`);
    }
  }
};
