/**
 * Where the browser suite's time goes: the wall time of every outermost step (a fixture's setup or teardown, a page's
 * load, a click, an assertion's wait), summed by kind of step and by project, printed after the run and written to
 * test-results/summary/e2e-steps.json. Steps inside another step (a helper's test.step, a fixture) count in it only.
 * The run's output ends with the twelve largest; the file keeps them all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

interface Tally {
  count: number;
  ms: number;
}

/** A step's kind: its title without the values that make each one different (selectors, URLs, texts). */
export function stepKind(step: Pick<TestStep, 'category' | 'title'>): string {
  // A fixture's name says which one it is; other steps' quoted values (selectors, texts) make every step different.
  const title = (step.category === 'fixture' ? step.title : step.title.replace(/"[^"]*"/g, '"…"'))
    .replace(/\(.*\)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${step.category}: ${title}`.slice(0, 80);
}

/** A step no other step holds, or a fixture or call directly inside the hooks around a test (counted instead of them). */
function outermost(step: TestStep): boolean {
  const hooks = (s: TestStep | undefined) => s?.category === 'hook' && !s.parent;
  return step.parent ? hooks(step.parent) : !hooks(step);
}

export default class TimeReporter implements Reporter {
  private readonly byKind = new Map<string, Tally>();
  private testMs = 0;

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (!outermost(step)) return;
    const project = test.parent.project()?.name ?? '';
    const key = `${project}\t${stepKind(step)}`;
    const tally = this.byKind.get(key) ?? { count: 0, ms: 0 };
    tally.count += 1;
    tally.ms += step.duration;
    this.byKind.set(key, tally);
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    this.testMs += result.duration;
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.byKind]
      .map(([key, tally]) => {
        const [project, kind] = key.split('\t');
        return { project, kind, count: tally.count, seconds: Math.round(tally.ms) / 1000 };
      })
      .sort((a, b) => b.seconds - a.seconds);
    mkdirSync('test-results/summary', { recursive: true });
    writeFileSync('test-results/summary/e2e-steps.json', JSON.stringify({ testSeconds: this.testMs / 1000, rows }, null, 1));
    const lines = rows.slice(0, 12).map((r) => `  ${r.seconds.toFixed(0).padStart(6)} s ${String(r.count).padStart(6)}×  [${r.project}] ${r.kind}`);
    console.log(`\nWhere the browser tests' ${(this.testMs / 1000).toFixed(0)} s went (outermost steps, by kind):\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
