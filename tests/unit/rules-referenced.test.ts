import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {importSpecifiers, ROOT, SOURCE_FILE, sourceFiles} from './support/source-tree';

/**
 * A rule lands with its first caller. These modules were written ahead of the screens that
 * use them; each names the issue that wires it, and leaves this table when it does.
 */
const AWAITING_FIRST_CALLER: Readonly<Record<string, string>> = {};

const RULES_DIR = path.join(ROOT, 'rules');
/**
 * Where callers live: the app around the rules, the worker entry, the shop's functions, the
 * local platform, the bench. Test files beside the functions are not callers.
 */
const CALLER_ROOTS = ['app', 'server.ts', 'extensions', 'emulators', 'bench'];
const TEST_FILE = /\.test\.tsx?$/;

/** The rule module a specifier names, if it names one. */
function ruleImported(specifier: string, importer: string): string | null {
  const bare = specifier.split('?')[0]!;
  let target: string;
  if (bare.startsWith('@brush/rules/'))
    target = path.join(RULES_DIR, bare.slice('@brush/rules/'.length));
  else if (bare.startsWith('.')) target = path.resolve(path.dirname(importer), bare);
  else return null;
  if (path.dirname(target) !== RULES_DIR) return null;
  return path.basename(target).replace(SOURCE_FILE, '');
}

function importsOf(file: string): string[] {
  return importSpecifiers(fs.readFileSync(file, 'utf8')).flatMap((specifier) => {
    const rule = ruleImported(specifier, file);
    return rule ? [rule] : [];
  });
}

const ruleModules = fs
  .readdirSync(RULES_DIR)
  .filter((name) => SOURCE_FILE.test(name))
  .map((name) => name.replace(SOURCE_FILE, ''));

/** Rules something outside rules/ imports, and the rules those import in turn. */
function referencedRules(): Set<string> {
  const reached = new Set(
    CALLER_ROOTS.flatMap(sourceFiles)
      .map((file) => path.join(ROOT, file))
      .filter((file) => !file.startsWith(RULES_DIR + path.sep) && !TEST_FILE.test(file))
      .flatMap(importsOf),
  );
  const pending = [...reached];
  while (pending.length > 0) {
    const rule = pending.pop()!;
    for (const next of importsOf(path.join(RULES_DIR, `${rule}.ts`))) {
      if (!reached.has(next)) {
        reached.add(next);
        pending.push(next);
      }
    }
  }
  return reached;
}

describe('every rule has a caller', () => {
  const referenced = referencedRules();

  it('finds the rules the app calls (the scan itself works)', () => {
    expect(referenced).toContain('countries');
    expect(referenced).toContain('merchant-rules');
  });

  it.each(ruleModules.filter((rule) => !(rule in AWAITING_FIRST_CALLER)))(
    '%s is imported outside rules/ and the tests',
    (rule) => {
      expect(
        referenced.has(rule),
        `${rule} has no caller: wire it or name its issue`,
      ).toBe(true);
    },
  );

  it.each(Object.entries(AWAITING_FIRST_CALLER))(
    '%s (awaiting %s) exists and has no caller yet',
    (rule) => {
      expect(ruleModules).toContain(rule);
      expect(
        referenced.has(rule),
        `${rule} has a caller now: remove it from AWAITING_FIRST_CALLER`,
      ).toBe(false);
    },
  );
});
