/**
 * Plain-text tables for the terminal, Markdown tables for bench/RESULTS.md and a short summary
 * for README.md (pure).
 */

export type Cell = string | number | null | undefined;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '–';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '–';
    return Number.isInteger(cell) ? String(cell) : cell.toFixed(cell < 10 ? 2 : 1);
  }
  return cell;
}

/** Columns padded to their widest cell; numbers right-aligned. */
export function textTable(headers: readonly string[], rows: readonly Cell[][]): string {
  const cells = [headers.map(String), ...rows.map((row) => row.map(text))];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const numeric = headers.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number' || row[column] == null),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        numeric[column]
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = cells;
  return [
    line(head),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...body.map(line),
  ].join('\n');
}

/** Plain text made literal in Markdown (selectors and chunk names hold `_` and `*`). */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, (char) => `\\${char}`);
}

export function markdownTable(
  headers: readonly string[],
  rows: readonly Cell[][],
): string {
  const line = (row: string[]) => `| ${row.map(markdownText).join(' | ')} |`;
  return [
    line([...headers]),
    line(headers.map(() => '---')),
    ...rows.map((row) => line(row.map(text))),
  ].join('\n');
}

/** A titled table of figures, with notes under it. */
export interface FiguresTable {
  title: string;
  headers: string[];
  rows: Cell[][];
  notes?: string[];
  /** Markdown gets these rows instead (the full list stays in the terminal and the JSON). */
  markdownRows?: Cell[][];
  /** What README's summary shows of this table: all of it, its title only, or nothing. */
  inSummary?: 'table' | 'title';
}

/** A run's figures for the terminal, for bench/RESULTS.md and for README's summary. */
export interface RenderedFigures {
  text: string;
  markdown: string;
  summary: string;
}

/** A run's heading and tables, for the terminal, bench/RESULTS.md and README's summary. */
export function renderTables(
  heading: string,
  tables: readonly FiguresTable[],
): RenderedFigures {
  const text = [
    heading,
    ...tables.map((table) =>
      [
        `\n${table.title}`,
        textTable(table.headers, table.rows),
        ...(table.notes ?? []).map((note) => `  ${note}`),
      ].join('\n'),
    ),
  ].join('\n');
  const markdown = [
    heading,
    ...tables.map((table) =>
      [
        `\n**${table.title}**\n`,
        markdownTable(table.headers, table.markdownRows ?? table.rows),
        ...((table.notes ?? []).length > 0
          ? ['', ...(table.notes ?? []).map((note) => `- ${markdownText(note)}`)]
          : []),
      ].join('\n'),
    ),
  ].join('\n');
  const summary = [
    heading,
    ...tables.flatMap((table) => {
      if (table.inSummary === 'title') return [`\n**${table.title}**`];
      if (table.inSummary === 'table') {
        return [`\n**${table.title}**\n`, markdownTable(table.headers, table.rows)];
      }
      return [];
    }),
  ].join('\n');
  return {text, markdown, summary};
}

export const kilobytes = (bytes: number) => bytes / 1000;
export const megabytes = (bytes: number) => bytes / 1_000_000;

export const MEASURED_FIGURES_INTRO =
  'Written by `npm run bench -- --readme`, `npm run test:load -- --readme` and `npm run bench:memory -- --readme` (bench/); every figure of the last run is in bench/results/latest.json and bench/results/load-latest.json. Figures from a machine busy with other work (see the load average) are slower than the shop is.';

export const SUMMARY_INTRO =
  'The last runs in short, written by the same `--readme` runs as the full tables in [bench/RESULTS.md](bench/RESULTS.md). Figures from a machine busy with other work (see the load average) are slower than the shop is.';

/**
 * Replaces (or appends) one `### <title>` subsection inside the document's
 * `## Measured figures` section, which is created at the end (opened by `intro`) when missing.
 * Other sections are left as they are.
 */
export function withMeasuredFigures(
  readme: string,
  title: string,
  body: string,
  intro: string = MEASURED_FIGURES_INTRO,
): string {
  const sectionHeading = '## Measured figures';
  const subsection = `### ${title}\n\n${body.trim()}\n`;
  const start = readme.indexOf(`\n${sectionHeading}\n`);
  if (start === -1) {
    return `${readme.trimEnd()}\n\n${sectionHeading}\n\n${intro}\n\n${subsection}`;
  }
  const sectionStart = start + 1;
  const nextSection = readme.indexOf('\n## ', sectionStart + sectionHeading.length);
  const sectionEnd = nextSection === -1 ? readme.length : nextSection + 1;
  const section = readme.slice(sectionStart, sectionEnd);
  const subsectionStart = section.indexOf(`\n### ${title}\n`);
  let updated: string;
  if (subsectionStart === -1) {
    updated = `${section.trimEnd()}\n\n${subsection}`;
  } else {
    const next = section.indexOf('\n### ', subsectionStart + 1);
    const before = section.slice(0, subsectionStart + 1);
    const after = next === -1 ? '' : section.slice(next + 1);
    updated = `${before}${subsection}${after ? `\n${after}` : ''}`;
  }
  const rest = readme.slice(sectionEnd);
  return `${readme.slice(0, sectionStart)}${updated.trimEnd()}\n${rest ? `\n${rest}` : ''}`;
}
