import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ESLint} from 'eslint';
import tseslint from 'typescript-eslint';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  appImports,
  clientServerImports,
  cycleGroups,
  readAppGraph,
  resolveImport,
} from '../../dev/lint/app-imports.js';

/**
 * The app's modules form layers a reader can follow (docs/architecture.md#feature-layers): no
 * module reaches itself again through its imports, and a module the browser may load never
 * imports a `.server` module, not even for a type. Lint enforces both (dev/lint/app-imports.js);
 * this reads the tree the same way and checks that the rules refuse what they should.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('imports between app modules', () => {
  const graph = readAppGraph(ROOT);

  it('reads the graph', () => {
    expect(graph.get('app/root.tsx')?.length).toBeGreaterThan(0);
    expect(resolveImport(ROOT, '@brush/rules/countries', 'app/root.tsx')).toBe(
      'rules/countries.ts',
    );
    expect(resolveImport(ROOT, './Footer', 'app/features/shell/Header.tsx')).toBe(
      'app/features/shell/Footer.tsx',
    );
    expect(resolveImport(ROOT, 'react', 'app/root.tsx')).toBeNull();
  });

  it('form no cycles', () => {
    expect(cycleGroups(graph)).toEqual([]);
  });

  it('never bring a .server module into a client module', () => {
    expect(clientServerImports(graph)).toEqual([]);
  });
});

/** A small app whose every import is one the rules must refuse or let through. */
const FIXTURE: Record<string, string> = {
  // A circle closed by a type import: lint refuses both of its imports.
  'app/features/low/Dialog.tsx':
    "import type {Start} from './Button';\nexport const a = 1;\n",
  'app/features/low/Button.tsx':
    "import {a} from './Dialog';\nexport type Start = () => void;\nexport const b = a;\n",
  // A view taking a type from server code, which a route may do.
  'app/features/low/data.server.ts': 'export type Data = {id: string};\n',
  'app/features/low/Page.tsx':
    "import type {Data} from './data.server';\nexport const page = (data: Data) => data.id;\n",
  'app/routes/page.tsx':
    "import type {Data} from '~/features/low/data.server';\nexport type D = Data;\n",
  // The upper feature may import the lower one; not the other way round.
  'app/features/high/Shell.tsx':
    "import {b} from '~/features/low/Button';\nexport const c = b;\n",
  'app/features/low/Header.tsx':
    "import {c} from '~/features/high/Shell';\nexport const d = c;\n",
};

describe('lint on app imports', () => {
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-imports-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
  });

  afterAll(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('refuses a cycle, server code in a client module and a feature importing one above it', async () => {
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: {parser: tseslint.parser},
          plugins: {'app-imports': appImports},
          rules: {
            'app-imports/no-cycle': 'error',
            'app-imports/no-server-in-client': 'error',
            'app-imports/feature-layers': ['error', {layers: [['low'], ['high']]}],
          },
        },
      ],
    });
    const results = await eslint.lintFiles(['app']);
    const refused = results
      .flatMap((result) =>
        result.messages.map(
          (message) => `${path.relative(dir, result.filePath)} ${message.ruleId}`,
        ),
      )
      .sort();
    expect(refused).toEqual([
      'app/features/low/Button.tsx app-imports/no-cycle',
      'app/features/low/Dialog.tsx app-imports/no-cycle',
      'app/features/low/Header.tsx app-imports/feature-layers',
      'app/features/low/Page.tsx app-imports/no-server-in-client',
    ]);
  });
});
