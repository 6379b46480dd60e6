/**
 * Plain-text tables for the terminal and Markdown tables for bench/RESULTS.md
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
}

/** A run's figures for the terminal and for bench/RESULTS.md. */
export interface RenderedFigures {
  text: string;
  markdown: string;
}

/** A run's heading and tables, for the terminal and bench/RESULTS.md. */
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
  return {text, markdown};
}

export const kilobytes = (bytes: number) => bytes / 1000;
export const megabytes = (bytes: number) => bytes / 1_000_000;

export const MEASURED_FIGURES_INTRO =
  'Written by `npm run bench -- --record`, `npm run test:load -- --record` and `npm run bench:memory -- --record` (bench/); every figure of the last run is in bench/results/latest.json and bench/results/load-latest.json. Figures from a machine busy with other work (see the load average) are slower than the shop is.';

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
