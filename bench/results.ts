/** Where figures go besides the terminal: the commit measured, and README's figures section. */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
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

export function recordInReadme(title: string, markdown: string): void {
  const file = path.join(ROOT, 'README.md');
  writeFileSync(file, withMeasuredFigures(readFileSync(file, 'utf8'), title, markdown));
}
