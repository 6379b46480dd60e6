import {describe, expect, it} from 'vitest';
import {
  MEASURED_FIGURES_INTRO,
  markdownTable,
  markdownText,
  renderTables,
  textTable,
  withMeasuredFigures,
} from '../../bench/report';

describe('textTable', () => {
  it('pads columns, right-aligns numbers and shows missing figures as –', () => {
    expect(
      textTable(
        ['page', 'req/s', 'note'],
        [
          ['home', 105, 'ok'],
          ['collection', 80.25, null],
          ['product', Number.NaN, 'slow'],
        ],
      ),
    ).toBe(
      [
        'page        req/s  note',
        '----------  -----  ----',
        'home          105  ok',
        'collection   80.3  –',
        'product         –  slow',
      ].join('\n'),
    );
  });
});

describe('markdownTable', () => {
  it('writes a header row, a rule and escaped cells', () => {
    expect(markdownTable(['a', 'b'], [['x|y', 1.5]])).toBe(
      ['| a | b |', '| --- | --- |', '| x\\|y | 1.50 |'].join('\n'),
    );
  });

  it('keeps selectors and chunk names literal', () => {
    expect(markdownTable(['x'], [['a.hero__image > _index-X.js *']])).toContain(
      'a.hero\\_\\_image \\> \\_index-X.js \\*',
    );
  });
});

describe('withMeasuredFigures', () => {
  const readme = '# Shop\n\nIntro.\n\n## Scripts\n\nnpm start\n';

  it('creates the section at the end', () => {
    expect(withMeasuredFigures(readme, 'npm run bench', 'table 1')).toBe(
      `${readme}\n## Measured figures\n\n${MEASURED_FIGURES_INTRO}\n\n### npm run bench\n\ntable 1\n`,
    );
  });

  it('replaces its own subsection and keeps the others and later sections', () => {
    const first = withMeasuredFigures(readme, 'npm run bench', 'table 1');
    const both = withMeasuredFigures(first, 'npm run test:load', 'load 1');
    const withLater = `${both}\n## Later\n\ntext\n`;
    const updated = withMeasuredFigures(withLater, 'npm run bench', 'table 2');
    expect(updated).toBe(
      `${readme}\n## Measured figures\n\n${MEASURED_FIGURES_INTRO}\n\n### npm run bench\n\ntable 2\n\n### npm run test:load\n\nload 1\n\n## Later\n\ntext\n`,
    );
    expect(withMeasuredFigures(updated, 'npm run bench', 'table 2')).toBe(updated);
  });

  it("opens a new section with the caller's introduction", () => {
    const intro = 'The last runs, in full.';
    expect(withMeasuredFigures(readme, 'npm run bench', 'table 1', intro)).toBe(
      `${readme}\n## Measured figures\n\n${intro}\n\n### npm run bench\n\ntable 1\n`,
    );
  });
});

describe('markdownText', () => {
  it.each([
    ['div.gallery__main > img', 'div.gallery\\_\\_main \\> img'],
    ['a|b', 'a\\|b'],
    ['`code`', '\\`code\\`'],
    ['plain text, 2.5 s', 'plain text, 2.5 s'],
  ])('%s', (text, expected) => {
    expect(markdownText(text)).toBe(expected);
  });
});

describe('renderTables', () => {
  const tables = [
    {
      title: 'Memory',
      headers: ['service', 'MB'],
      rows: [
        ['auth', 168],
        ['commerce', 267],
      ],
      notes: ['read after the load'],
      markdownRows: [['auth', 168]],
    },
  ];

  it('writes the heading, each title, table and note for the terminal', () => {
    expect(renderTables('2026-11-22, commit abc', tables).text).toBe(
      [
        '2026-11-22, commit abc',
        '',
        'Memory',
        'service    MB',
        '--------  ---',
        'auth      168',
        'commerce  267',
        '  read after the load',
      ].join('\n'),
    );
  });

  it('gives bench/RESULTS.md the Markdown rows when a table has them, notes as a list', () => {
    expect(renderTables('2026-11-22, commit abc', tables).markdown).toBe(
      [
        '2026-11-22, commit abc',
        '',
        '**Memory**',
        '',
        '| service | MB |',
        '| --- | --- |',
        '| auth | 168 |',
        '',
        '- read after the load',
      ].join('\n'),
    );
  });
});
