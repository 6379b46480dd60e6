/**
 * Where figures go besides the terminal: the commit measured, the full tables in
 * bench/RESULTS.md and a short summary in README.md.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {MEASURED_FIGURES_INTRO, SUMMARY_INTRO, withMeasuredFigures} from './report';
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
const RESULTS_TITLE =
  '# Measured figures, in full\n\nREADME.md shows a summary of these tables.\n';

/**
 * Writes a run's full tables into bench/RESULTS.md and its summary into README.md, each
 * formatted as `npm run format:check` expects; the rest of both files is left as it is.
 */
export async function recordFigures(
  title: string,
  figures: {markdown: string; summary: string},
): Promise<void> {
  await writeFigures(
    path.join(ROOT, 'bench/RESULTS.md'),
    title,
    figures.markdown,
    MEASURED_FIGURES_INTRO,
  );
  await writeFigures(path.join(ROOT, 'README.md'), title, figures.summary, SUMMARY_INTRO);
}
