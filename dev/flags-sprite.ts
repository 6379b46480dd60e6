/**
 * Builds app/features/markets/flags.svg from the flag-icons package's 4:3 flags: each country
 * of the shop's table is one nested <svg>, shown through a <view> named by its code, so that
 * `<img src="flags.svg#fr">` is France's flag (decision 0127). `tsx dev/flags-sprite.ts`
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {optimize} from 'svgo';
import {COUNTRIES} from '@brush/rules/countries';

const FLAGS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
/** Codes the package files under Saint Helena's: Ascension and Tristan da Cunha. */
const FILES: Record<string, string> = {ac: 'sh-ac', ta: 'sh-ta'};
const WIDTH = 40;
const HEIGHT = 30;
/** Space between flags, so that no flag's edge bleeds into its neighbour's view. */
const GAP = 2;
const PER_ROW = 16;

const codes = COUNTRIES.map(({code}) => code.toLowerCase()).sort();
const views: string[] = [];
const flags: string[] = [];
codes.forEach((code, index) => {
  const x = (index % PER_ROW) * (WIDTH + GAP);
  const y = Math.floor(index / PER_ROW) * (HEIGHT + GAP);
  const source = readFileSync(path.join(FLAGS, `${FILES[code] ?? code}.svg`), 'utf8');
  // Shown at most 36 pixels wide, a unit of the flags' 640-wide box is under a seventeenth of a
  // pixel: whole units draw the same and halve the sprite. The package's ids are unique per flag.
  const {data} = optimize(source, {
    multipass: true,
    floatPrecision: 0,
    plugins: [{name: 'preset-default', params: {overrides: {cleanupIds: false}}}],
  });
  const root = '<svg xmlns="http://www.w3.org/2000/svg"';
  if (!data.startsWith(root))
    throw new Error(`${code}: the flag's file is not one <svg>`);
  views.push(`<view id="${code}" viewBox="${x} ${y} ${WIDTH} ${HEIGHT}"/>`);
  flags.push(
    data.replace(root, `<svg x="${x}" y="${y}" width="${WIDTH}" height="${HEIGHT}"`),
  );
});

const rows = Math.ceil(codes.length / PER_ROW);
const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PER_ROW * (WIDTH + GAP) - GAP} ${rows * (HEIGHT + GAP) - GAP}">
${views.join('\n')}
${flags.join('\n')}
</svg>
`;
const out = path.resolve(import.meta.dirname, '../app/features/markets/flags.svg');
writeFileSync(out, sprite);
console.info(
  `${codes.length} flags, ${sprite.length} bytes: ${path.relative(process.cwd(), out)}`,
);
