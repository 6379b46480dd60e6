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

/** Writes the figures into README.md, formatted as `npm run format:check` expects. */
export async function recordInReadme(title: string, markdown: string): Promise<void> {
  const file = path.join(ROOT, 'README.md');
  const updated = withMeasuredFigures(readFileSync(file, 'utf8'), title, markdown);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(updated, {...options, filepath: file}));
}
