/**
 * One stack per build folder: a stack that builds into (or serves) a folder another running
 * stack serves would replace its files under it, and that stack would answer its stylesheet
 * with HTML for as long as the build takes. Each stack claims its folder with a file naming
 * its process; a claim whose process is gone is taken over.
 */
import {mkdirSync, readFileSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLAIMS_DIR = path.join(ROOT, '.cache/build-claims');

export type BuildClaim = {ok: true; release: () => void} | {ok: false; holder: number};

function claimFile(buildDir: string): string {
  const relative = path.relative(ROOT, path.resolve(ROOT, buildDir)) || '.';
  return path.join(CLAIMS_DIR, `${encodeURIComponent(relative)}.pid`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function claimBuildDir(buildDir: string, pid = process.pid): BuildClaim {
  const file = claimFile(buildDir);
  mkdirSync(CLAIMS_DIR, {recursive: true});
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(pid), {flag: 'wx'});
      return {
        ok: true,
        release: () => {
          if (holderOf(file) === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && holder !== pid && isRunning(holder)) {
        return {ok: false, holder};
      }
      unlinkSync(file);
    }
  }
  return {ok: false, holder: holderOf(file) ?? 0};
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function buildDirTakenMessage(buildDir: string, holder: number): string {
  return [
    `another stack (process ${holder}) is serving the build in ${buildDir}; building here would replace its files while it serves them.`,
    `stop that stack first, or give this one a folder of its own: --build-dir .cache/build-<name>`,
  ].join('\n');
}
