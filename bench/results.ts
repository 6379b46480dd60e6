/** Where figures go besides the terminal: the commit measured, and README's figures section. */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {withMeasuredFigures} from './report';
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

/**
 * Writes the figures into README.md's figures section, formatted as `npm run format:check`
 * expects; the rest of the README is left exactly as it is.
 */
export async function recordInReadme(title: string, markdown: string): Promise<void> {
  const file = path.join(ROOT, 'README.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const formatted = await prettier.format(markdown, {...options, parser: 'markdown'});
  writeFileSync(file, withMeasuredFigures(readFileSync(file, 'utf8'), title, formatted));
}
