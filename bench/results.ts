/**
 * Where figures go besides the terminal: the commit measured and the full tables in
 * bench/RESULTS.md (README.md links there rather than repeating figures that change each run).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {MEASURED_FIGURES_INTRO, withMeasuredFigures} from './report';
import {ROOT} from './stack';

/** The commit measured, marked "+changes" when the working tree differs from it. */
export function gitCommit(): string | null {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (head.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '+changes' : ''}`;
}

async function writeFigures(
  file: string,
  title: string,
  markdown: string,
  intro: string,
): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const formatted = await prettier.format(markdown, {...options, parser: 'markdown'});
  const current = existsSync(file) ? readFileSync(file, 'utf8') : RESULTS_TITLE;
  writeFileSync(file, withMeasuredFigures(current, title, formatted, intro));
}

/** What bench/RESULTS.md starts with when a run creates it. */
const RESULTS_TITLE = '# Measured figures\n';

/**
 * Writes a run's full tables into bench/RESULTS.md, formatted as `npm run format:check`
 * expects; the rest of the file is left as it is.
 */
export async function recordFigures(
  title: string,
  figures: {markdown: string},
): Promise<void> {
  await writeFigures(
    path.join(ROOT, 'bench/RESULTS.md'),
    title,
    figures.markdown,
    MEASURED_FIGURES_INTRO,
  );
}

/**
 * Replaces the `## <title>` section of bench/RESULTS.md (up to the next `## ` heading) with
 * `markdown`, or appends it; formatted as `npm run format:check` expects.
 */
export async function recordSection(title: string, markdown: string): Promise<void> {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const heading = `## ${title}\n`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : RESULTS_TITLE;
  const start = current.indexOf(`\n${heading}`);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + heading.length);
  const before = start === -1 ? current.trimEnd() : current.slice(0, start).trimEnd();
  const after = next === -1 ? '' : current.slice(next + 1);
  const options = (await prettier.resolveConfig(file)) ?? {};
  const updated = `${before}\n\n${heading}\n${markdown.trim()}\n${after ? `\n${after}` : ''}`;
  writeFileSync(file, await prettier.format(updated, {...options, parser: 'markdown'}));
}
