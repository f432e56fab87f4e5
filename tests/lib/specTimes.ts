/**
 * A Playwright reporter (playwright.config.ts) that writes how long each spec file took, per brand
 * project, to test-results/spec-times.json when the run ends, and prints the ten slowest. A spec's
 * time is the sum of its tests' durations (hooks and fixtures included): worker time, which is what
 * two cores share. `npm run bench:specs` puts the slowest in docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export type SpecTime = { spec: string; ms: number; tests: number; brands: Record<string, number> };
export type SpecTimes = { finishedAt: string; status: string; wallMs: number; workers: number; specs: SpecTime[] };

export const SPEC_TIMES_FILE = 'test-results/spec-times.json';

export default class SpecTimesReporter implements Reporter {
  private root = process.cwd();
  private workers = 1;
  private started = Date.now();
  private readonly specs = new Map<string, SpecTime>();

  onBegin(config: FullConfig): void {
    this.root = config.rootDir ? dirname(config.configFile ?? join(config.rootDir, 'x')) : process.cwd();
    this.workers = config.workers;
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const spec = relative(this.root, test.location.file);
    const brand = test.parent.project()?.name ?? '';
    const entry = this.specs.get(spec) ?? { spec, ms: 0, tests: 0, brands: {} };
    entry.ms += result.duration;
    entry.tests += 1;
    entry.brands[brand] = (entry.brands[brand] ?? 0) + result.duration;
    this.specs.set(spec, entry);
  }

  onEnd(result: FullResult): void {
    const specs = [...this.specs.values()].sort((a, b) => b.ms - a.ms);
    const report: SpecTimes = {
      finishedAt: new Date().toISOString(),
      status: result.status,
      wallMs: Date.now() - this.started,
      workers: this.workers,
      specs,
    };
    const file = join(this.root, SPEC_TIMES_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    if (specs.length === 0) return;
    const line = (s: SpecTime) =>
      `  ${(s.ms / 1000).toFixed(1).padStart(7)} s  ${s.spec} (${s.tests} tests on ${Object.keys(s.brands).length} brands)`;
    console.log(
      `\nSlowest specs (worker time; all in ${SPEC_TIMES_FILE}):\n${specs.slice(0, 10).map(line).join('\n')}`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
