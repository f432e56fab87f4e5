/**
 * The bench scripts' figures into docs/performance.md: what `npm run bench` (or `bench:api`) prints
 * to the console during a successful run is written, as printed, between that script's markers
 * (`<!-- perf:<name>:start -->` … `<!-- perf:<name>:end -->`) with the commit the run measured, so
 * the document never holds figures copied by hand. Progress and per-run detail go through
 * `progress()`: printed, not recorded. `--no-doc` leaves the file alone.
 */
import { execFileSync } from 'node:child_process';
import { Console } from 'node:console';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';

export const PERFORMANCE_DOC = new URL('../../docs/performance.md', import.meta.url);

const markers = (name: string) => [`<!-- perf:${name}:start -->`, `<!-- perf:${name}:end -->`] as const;

/** `doc` with the text between `name`'s markers replaced by `body`; throws when a marker is missing. */
export function replaceSection(doc: string, name: string, body: string): string {
  const [start, end] = markers(name);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  return `${doc.slice(0, from + start.length)}\n\n${body.trim()}\n\n${doc.slice(to)}`;
}

/**
 * console.table's tables, compact: no border lines, each row's cells trimmed and unquoted, one
 * ` | ` between them. The same figures in about half the bytes (the padding and borders were most
 * of them), readable as a Markdown table is.
 */
export function compactTables(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^[┌┬┐├┼┤└┴┘─+-]+$/.test(line))
    .map((line) =>
      /^[│|].*[│|]$/.test(line)
        ? line
            .slice(1, -1)
            .split(/[│|]/)
            .map((cell) => cell.trim().replace(/^'(.*)'$/, '$1'))
            .join(' | ')
            .trimEnd()
        : line,
    )
    .join('\n');
}

/** A line for the terminal only: progress and per-run detail that the document does not keep. */
export function progress(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** A table for the terminal only (per-run or per-interval detail). */
export function progressTable(data: unknown): void {
  new Console(process.stdout).table(data);
}

/** The generated section: what was measured, then the output as printed (tables compact). */
export function sectionBody(run: { command: string; commit: string; output: string }): string {
  const output = compactTables(stripVTControlCharacters(run.output).replace(/\s+$/, '').replaceAll('```', "'''"));
  return [
    `Measured at commit \`${run.commit}\` by \`${run.command}\` (${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end).`,
    '',
    '```text',
    output,
    '```',
  ].join('\n');
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head}, with uncommitted changes` : head;
  } catch {
    return 'unknown (no git)';
  }
}

/**
 * From now on, keeps a copy of what console.log/info/table print, and when the process ends with
 * exit code 0 writes it into `name`'s section of docs/performance.md. Call once, first thing.
 */
export function recordFigures(name: string, command = `npm run ${name}`): void {
  if (process.argv.includes('--no-doc')) return;
  let output = '';
  const copy = new Console({
    stdout: new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    }),
  });
  // Not console.table: Node's prints its table through console.log, which is mirrored already.
  for (const method of ['log', 'info'] as const) {
    const original = console[method].bind(console) as (...args: unknown[]) => void;
    const mirror = copy[method].bind(copy) as (...args: unknown[]) => void;
    console[method] = (...args: unknown[]) => {
      original(...args);
      mirror(...args);
    };
  }
  const args = process.argv.slice(2).filter((arg) => arg !== '--no-doc');
  process.on('exit', (code) => {
    if (code !== 0 || process.exitCode) return;
    const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
    const full = args.length > 0 ? `${command} -- ${args.join(' ')}` : command;
    writeFileSync(PERFORMANCE_DOC, replaceSection(doc, name, sectionBody({ command: full, commit: commit(), output })));
    process.stdout.write(`Figures written into docs/performance.md (${name}).\n`);
  });
}
