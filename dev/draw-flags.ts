/**
 * Draws the country flags of the picker and the shipping dialog into one SVG sprite,
 * app/features/markets/flags.svg: `tsx dev/draw-flags.ts`. Each flag is a `<view>` of the
 * sprite, so an `<img src="flags.svg#fr">` shows France's flag in every browser, with no
 * script and one cached request for all of them (decision 0127).
 *
 * Every flag is drawn at 3:2, whatever its own proportions, so the list's names line up.
 * Coats of arms, seals, scripts and animals are left out or reduced to a plain shape; each
 * such flag says so where it is drawn, so nobody mistakes the reduction for the real design.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {COUNTRIES} from '@brush/rules/countries';

const W = 30;
const H = 20;
/** Space between flags in the sprite, so that no flag's edge bleeds into its neighbour's view. */
const GAP = 2;
const PER_ROW = 16;

const round = (value: number) => Math.round(value * 100) / 100;
const pts = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" fill="${fill}"/>`;
const bg = (fill: string) => rect(0, 0, W, H, fill);
const poly = (points: readonly (readonly [number, number])[], fill: string) =>
  `<polygon points="${pts(points)}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`;
const ring = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;
const line = (
  points: readonly (readonly [number, number])[],
  stroke: string,
  width: number,
) =>
  `<polyline points="${pts(points)}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="miter"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

/** Stripes of equal or given weights, top to bottom. */
function hStripes(...stripes: (string | readonly [string, number])[]): string {
  const weighted = stripes.map((s) => (typeof s === 'string' ? ([s, 1] as const) : s));
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let y = 0;
  return weighted
    .map(([fill, weight]) => {
      const height = (H * weight) / total;
      const drawn = rect(0, y, W, height + 0.01, fill);
      y += height;
      return drawn;
    })
    .join('');
}

/** Stripes of equal or given weights, hoist to fly. */
function vStripes(...stripes: (string | readonly [string, number])[]): string {
  const weighted = stripes.map((s) => (typeof s === 'string' ? ([s, 1] as const) : s));
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let x = 0;
  return weighted
    .map(([fill, weight]) => {
      const width = (W * weight) / total;
      const drawn = rect(x, 0, width + 0.01, H, fill);
      x += width;
      return drawn;
    })
    .join('');
}

/** Alternating stripes, `count` of them, starting with `first`. */
function alternating(count: number, first: string, second: string): string {
  return hStripes(
    ...Array.from({length: count}, (_, index) => (index % 2 === 0 ? first : second)),
  );
}

/** A star of `points` points; the first points up unless turned by `rotate` degrees. */
function star(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  points = 5,
  inner = 0.382,
  rotate = 0,
): string {
  const corners: [number, number][] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const angle = ((rotate - 90 + (index * 180) / points) * Math.PI) / 180;
    const radius = index % 2 === 0 ? r : r * inner;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return poly(corners, fill);
}

/** A crescent whose horns point `facing` degrees from the fly (0: towards the fly). */
function crescent(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  facing = 0,
  thickness = 0.3,
): string {
  const offset = r * thickness;
  const innerR = r * 0.82;
  const x = (offset * offset + r * r - innerR * innerR) / (2 * offset);
  const y = Math.sqrt(r * r - x * x);
  return `<path transform="translate(${round(cx)} ${round(cy)}) rotate(${facing})" d="M${round(x)},${round(-y)}A${round(r)},${round(r)} 0 1 0 ${round(x)},${round(y)}A${round(innerR)},${round(innerR)} 0 ${x > offset ? 1 : 0} 1 ${round(x)},${round(-y)}Z" fill="${fill}"/>`;
}

/** A triangle from the hoist, `depth` into the flag. */
const hoistTriangle = (fill: string, depth: number) =>
  poly(
    [
      [0, 0],
      [depth, H / 2],
      [0, H],
    ],
    fill,
  );

/** A Scandinavian cross, its upright nearer the hoist; `inner` draws a second cross inside. */
function nordic(field: string, cross: string, inner?: string): string {
  const x = 9;
  const y = 10;
  const half = inner ? 2.5 : 1.8;
  const parts = [
    bg(field),
    rect(x - half, 0, half * 2, H, cross),
    rect(0, y - half, W, half * 2, cross),
  ];
  if (inner) parts.push(rect(x - 1.2, 0, 2.4, H, inner), rect(0, y - 1.2, W, 2.4, inner));
  return parts.join('');
}

/** A band along a diagonal, clipped by the flag's edges. */
function diagonalBand(fill: string, halfHeight: number, rising: boolean): string {
  const at = (x: number) => (rising ? H - (H / W) * x : (H / W) * x);
  return poly(
    [
      [-5, at(-5) - halfHeight],
      [W + 5, at(W + 5) - halfHeight],
      [W + 5, at(W + 5) + halfHeight],
      [-5, at(-5) + halfHeight],
    ],
    fill,
  );
}

/** The Union Flag, drawn into a box (the whole flag, or an ensign's canton). */
function unionFlag(x: number, y: number, w: number, h: number): string {
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 60 30" preserveAspectRatio="none"><rect width="60" height="30" fill="#012169"/><path d="M0,0L60,30M60,0L0,30" stroke="#fff" stroke-width="6"/><path d="M0,0L60,30M60,0L0,30" stroke="#c8102e" stroke-width="2"/><path d="M30,0V30M0,15H60" stroke="#fff" stroke-width="10"/><path d="M30,0V30M0,15H60" stroke="#c8102e" stroke-width="6"/></svg>`;
}

/** A British ensign; territories' badges are left out, the field and the Union Flag stay. */
const ensign = (field: string, ...extra: string[]) =>
  bg(field) + unionFlag(0, 0, W / 2, H / 2) + extra.join('');

const BLUE_ENSIGN = '#012169';
const RED_ENSIGN = '#c8102e';

/** The Southern Cross as Australia and its territories draw it. */
const southernCross = (fill: string, scale = 1) =>
  [
    star(22.5, 16.5, 1.3 * scale, fill, 7, 0.45),
    star(18.3, 9, 1.3 * scale, fill, 7, 0.45),
    star(22.5, 3.8, 1.3 * scale, fill, 7, 0.45),
    star(26.2, 7.8, 1.3 * scale, fill, 7, 0.45),
    star(24.3, 11, 0.7 * scale, fill, 5),
  ].join('');

/** A ring of stars (Cook Islands, Cape Verde, the Comoros...). */
function starRing(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  r: number,
  fill: string,
  from = 0,
  to = 360,
): string {
  const full = to - from === 360;
  const step = (to - from) / (full ? count : count - 1);
  return Array.from({length: count}, (_, index) => {
    const angle = ((from + index * step - 90) * Math.PI) / 180;
    return star(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle), r, fill);
  }).join('');
}

const FRANCE = vStripes('#002654', '#fff', '#ce1126');
const NORWAY = nordic('#ba0c2f', '#fff', '#00205b');
const NETHERLANDS = hStripes('#ae1c28', '#fff', '#21468b');
const AUSTRALIA = ensign(
  BLUE_ENSIGN,
  star(7.5, 15, 2.6, '#fff', 7, 0.45),
  southernCross('#fff'),
);

function unitedStates(): string {
  const stars: string[] = [];
  for (let row = 0; row < 9; row += 1) {
    const count = row % 2 === 0 ? 6 : 5;
    for (let column = 0; column < count; column += 1) {
      const x = 1 + (row % 2 === 0 ? 0 : 1) + column * 2;
      stars.push(star(x, 0.6 + row * 1.18, 0.45, '#fff'));
    }
  }
  return (
    alternating(13, '#b22234', '#fff') +
    rect(0, 0, 12, (H * 7) / 13, '#3c3b6e') +
    stars.join('')
  );
}

/** The taegeuk's trigrams: true is a whole bar, false a broken one. */
function trigram(angle: number, bars: readonly boolean[]): string {
  return `<g transform="translate(15 10) rotate(${angle}) translate(0 -7.6)">${bars
    .map((whole, index) => {
      const y = -1.4 + index * 1.1;
      return whole
        ? rect(-2.2, y, 4.4, 0.7, '#000')
        : rect(-2.2, y, 1.9, 0.7, '#000') + rect(0.3, y, 1.9, 0.7, '#000');
    })
    .join('')}</g>`;
}

/** Rays from the centre to the flag's edges (North Macedonia). */
function rays(
  cx: number,
  cy: number,
  targets: readonly [number, number][],
  width: number,
  fill: string,
) {
  return targets
    .map(([tx, ty]) => {
      const dx = tx - cx;
      const dy = ty - cy;
      const length = Math.hypot(dx, dy);
      const nx = (-dy / length) * width;
      const ny = (dx / length) * width;
      return poly(
        [
          [cx, cy],
          [tx + nx, ty + ny],
          [tx - nx, ty - ny],
        ],
        fill,
      );
    })
    .join('');
}

/** A five-pointed star drawn as its outline's five crossing strokes (Morocco). */
function pentagram(cx: number, cy: number, r: number, stroke: string): string {
  const corner = (index: number): [number, number] => {
    const angle = ((index * 144 - 90) * Math.PI) / 180;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  };
  const corners = [0, 1, 2, 3, 4].map(corner);
  return `<polygon points="${pts(corners)}" fill="none" stroke="${stroke}" stroke-width="0.8"/>`;
}

/**
 * Each country's flag, by its ISO 3166-1 code. Territories that fly another state's flag
 * officially (the French overseas collectivities, Svalbard, Bouvet Island...) get that flag.
 */
const FLAGS: Record<string, string> = {
  AC: ensign(BLUE_ENSIGN),
  // The arms at the centre are left out.
  AD: vStripes('#10069f', '#fedd00', '#d50032'),
  AE: hStripes('#00732f', '#fff', '#000') + rect(0, 0, 7.5, H, '#ff0000'),
  // The black, red and green tricolour; its emblem is left out.
  AF: vStripes('#000', '#be0000', '#007a36'),
  // The sun's rays are left out.
  AG:
    bg('#ce1126') +
    poly(
      [
        [0, 0],
        [W, 0],
        [15, 20],
      ],
      '#fff',
    ) +
    poly(
      [
        [0, 0],
        [W, 0],
        [21, 12],
        [9, 12],
      ],
      '#0072c6',
    ) +
    poly(
      [
        [0, 0],
        [W, 0],
        [23.25, 9],
        [6.75, 9],
      ],
      '#000',
    ) +
    `<path d="M11,9A4,4 0 0 1 19,9Z" fill="#fcd116"/>`,
  AI: ensign(BLUE_ENSIGN),
  // The double-headed eagle is left out.
  AL: bg('#e41e20'),
  AM: hStripes('#d90012', '#0033a0', '#f2a800'),
  // The machete, cog and star are left out.
  AO: hStripes('#cc092f', '#000'),
  AR: hStripes('#74acdf', '#fff', '#74acdf') + circle(15, 10, 2.4, '#f6b40e'),
  AT: hStripes('#c8102e', '#fff', '#c8102e'),
  AU: AUSTRALIA,
  AW:
    bg('#418fde') +
    rect(0, 13.3, W, 1, '#fbe122') +
    rect(0, 15.3, W, 1, '#fbe122') +
    star(5, 5, 3, '#fff', 4, 0.3) +
    star(5, 5, 2.4, '#ef3340', 4, 0.3),
  AX: nordic('#0064ae', '#ffce00', '#d21034'),
  AZ:
    hStripes('#00b5e2', '#ef3340', '#509e2f') +
    crescent(14.3, 10, 2.6, '#fff', 0, 0.28) +
    star(17.2, 10, 1.1, '#fff', 8, 0.5),
  BA:
    bg('#002395') +
    poly(
      [
        [8, 0],
        [23, 0],
        [23, 20],
      ],
      '#fecb00',
    ) +
    Array.from({length: 9}, (_, index) =>
      star(5.2 + index * 1.85, 0.9 + index * 2.45, 1, '#fff'),
    ).join(''),
  // The trident's head is reduced to three prongs.
  BB:
    vStripes('#00267f', '#ffc726', '#00267f') +
    rect(14.4, 4, 1.2, 12, '#000') +
    rect(11.5, 5, 1, 5.5, '#000') +
    rect(17.5, 5, 1, 5.5, '#000') +
    rect(11.5, 10, 7, 1, '#000'),
  BD: bg('#006a4e') + circle(13.5, 10, 6, '#f42a41'),
  BE: vStripes('#000', '#fdda24', '#ef3340'),
  BF: hStripes('#ef2b2d', '#009e49') + star(15, 10, 3, '#fcd116'),
  BG: hStripes('#fff', '#00966e', '#d62612'),
  BH:
    bg('#ce1126') +
    poly(
      [
        [0, 0],
        ...Array.from(
          {length: 11},
          (_, index) => [index % 2 === 0 ? 7.5 : 11, index * 2] as [number, number],
        ),
        [0, 20],
      ],
      '#fff',
    ),
  BI:
    bg('#ce1126') +
    poly(
      [
        [0, 0],
        [15, 10],
        [0, 20],
      ],
      '#1eb53a',
    ) +
    poly(
      [
        [30, 0],
        [15, 10],
        [30, 20],
      ],
      '#1eb53a',
    ) +
    line(
      [
        [0, 0],
        [30, 20],
      ],
      '#fff',
      3,
    ) +
    line(
      [
        [30, 0],
        [0, 20],
      ],
      '#fff',
      3,
    ) +
    circle(15, 10, 5.5, '#fff') +
    star(15, 7.6, 1.2, '#ce1126', 6, 0.55) +
    star(12.9, 11.3, 1.2, '#ce1126', 6, 0.55) +
    star(17.1, 11.3, 1.2, '#ce1126', 6, 0.55),
  BJ:
    rect(0, 0, W, 10, '#fcd116') +
    rect(0, 10, W, 10, '#e8112d') +
    rect(0, 0, 12, H, '#008751'),
  BL: FRANCE,
  BM: ensign(RED_ENSIGN),
  // The crest at the centre is left out.
  BN:
    bg('#f7e017') +
    poly(
      [
        [0, 2.5],
        [W, 12.5],
        [W, 16],
        [0, 6],
      ],
      '#fff',
    ) +
    poly(
      [
        [0, 6],
        [W, 16],
        [W, 19.5],
        [0, 9.5],
      ],
      '#000',
    ),
  // The arms of the state flag are left out.
  BO: hStripes('#d52b1e', '#f9e300', '#007934'),
  BQ: NETHERLANDS,
  // The stars and the motto on the band are left out.
  BR:
    bg('#009b3a') +
    poly(
      [
        [2.5, 10],
        [15, 1.8],
        [27.5, 10],
        [15, 18.2],
      ],
      '#fedf00',
    ) +
    circle(15, 10, 5.2, '#002776') +
    `<path d="M10,9.2Q15,7.8 20,11" fill="none" stroke="#fff" stroke-width="0.8"/>`,
  BS: hStripes('#00778b', '#ffc72c', '#00778b') + hoistTriangle('#000', 13),
  // The dragon is left out.
  BT:
    bg('#ff4e12') +
    poly(
      [
        [0, 0],
        [W, 0],
        [0, H],
      ],
      '#ffd520',
    ),
  BV: NORWAY,
  BW: bg('#75aadb') + rect(0, 7.5, W, 5, '#fff') + rect(0, 8.3, W, 3.4, '#000'),
  // The hoist's ornament is reduced to a column of diamonds.
  BY:
    rect(0, 0, W, 13.33, '#c8313e') +
    rect(0, 13.33, W, 6.67, '#4aa657') +
    rect(0, 0, 3.3, H, '#fff') +
    Array.from({length: 5}, (_, index) =>
      poly(
        [
          [1.65, 1 + index * 4],
          [2.75, 2.5 + index * 4],
          [1.65, 4 + index * 4],
          [0.55, 2.5 + index * 4],
        ],
        '#c8313e',
      ),
    ).join(''),
  // The arms are reduced to their white disc and green wreath.
  BZ:
    bg('#003f87') +
    rect(0, 0, W, 1.6, '#ce1126') +
    rect(0, 18.4, W, 1.6, '#ce1126') +
    circle(15, 10, 6, '#fff') +
    ring(15, 10, 5.2, '#2b7b3d', 0.8),
  CA:
    vStripes(['#d80621', 1], ['#fff', 2], ['#d80621', 1]) +
    poly(
      [
        [15, 3],
        [16.3, 5.5],
        [17.8, 4.8],
        [17.2, 8.3],
        [19.5, 6.6],
        [20.1, 7.8],
        [22, 7.4],
        [21.2, 9.6],
        [22.2, 10.1],
        [18.6, 13],
        [19, 14.2],
        [15.4, 13.7],
        [15.5, 17],
        [14.5, 17],
        [14.6, 13.7],
        [11, 14.2],
        [11.4, 13],
        [7.8, 10.1],
        [8.8, 9.6],
        [8, 7.4],
        [9.9, 7.8],
        [10.5, 6.6],
        [12.8, 8.3],
        [12.2, 4.8],
        [13.7, 5.5],
      ],
      '#d80621',
    ),
  // The palm tree is reduced to its yellow disc.
  CC:
    bg('#008000') +
    circle(7, 7, 4.2, '#ffe000') +
    crescent(15, 10, 2.4, '#ffe000', 0, 0.35) +
    southernCross('#ffe000', 0.8),
  CD:
    bg('#007fff') +
    diagonalBand('#f7d618', 4.6, true) +
    diagonalBand('#ce1021', 3.3, true) +
    star(5.5, 4.8, 3.4, '#f7d618'),
  CF:
    hStripes('#003082', '#fff', '#289728', '#ffce00') +
    rect(12.75, 0, 4.5, H, '#d21034') +
    star(5, 2.5, 1.8, '#ffce00'),
  CG:
    bg('#fbde4a') +
    poly(
      [
        [0, 0],
        [20, 0],
        [0, 20],
      ],
      '#009543',
    ) +
    poly(
      [
        [30, 0],
        [30, 20],
        [10, 20],
      ],
      '#dc241f',
    ),
  CH: bg('#da291c') + rect(13, 4, 4, 12, '#fff') + rect(9, 8, 12, 4, '#fff'),
  CI: vStripes('#f77f00', '#fff', '#009e60'),
  CK: ensign(BLUE_ENSIGN, starRing(22.5, 10, 5.3, 15, 0.75, '#fff')),
  CL:
    rect(0, 0, W, 10, '#fff') +
    rect(0, 10, W, 10, '#d52b1e') +
    rect(0, 0, 10, 10, '#0039a6') +
    star(5, 5, 2.5, '#fff'),
  CM: vStripes('#007a5e', '#ce1126', '#fcd116') + star(15, 10, 2.6, '#fcd116'),
  CN:
    bg('#ee1c25') +
    star(5, 5, 3, '#ffde00') +
    star(10, 2, 1, '#ffde00', 5, 0.382, 23) +
    star(12, 4, 1, '#ffde00', 5, 0.382, 46) +
    star(12, 7, 1, '#ffde00', 5, 0.382, 70) +
    star(10, 9, 1, '#ffde00', 5, 0.382, 21),
  CO: hStripes(['#fcd116', 2], ['#003893', 1], ['#ce1126', 1]),
  // The arms are left out.
  CR: hStripes('#002b7f', '#fff', ['#ce1126', 2], '#fff', '#002b7f'),
  CU:
    alternating(5, '#002a8f', '#fff') +
    hoistTriangle('#cf142b', 13) +
    star(4.5, 10, 2.5, '#fff'),
  CV:
    bg('#003893') +
    rect(0, 10, W, 1.67, '#fff') +
    rect(0, 11.67, W, 1.67, '#cf2027') +
    rect(0, 13.33, W, 1.67, '#fff') +
    starRing(11.25, 12.5, 4.6, 10, 0.75, '#f7d116'),
  CW:
    bg('#002b7f') +
    rect(0, 12.5, W, 2.5, '#f9e814') +
    star(3, 3, 1.2, '#fff') +
    star(5.8, 5.8, 1.7, '#fff'),
  // The golden bird is left out.
  CX:
    poly(
      [
        [0, 0],
        [W, H],
        [0, H],
      ],
      '#0021ad',
    ) +
    poly(
      [
        [0, 0],
        [W, 0],
        [W, H],
      ],
      '#1c8a42',
    ) +
    circle(15, 10, 3.4, '#ffc639') +
    star(4, 13, 1, '#fff', 7, 0.45) +
    star(7, 16.6, 1, '#fff', 7, 0.45) +
    star(9.6, 13, 1, '#fff', 7, 0.45) +
    star(7, 9.5, 1, '#fff', 7, 0.45) +
    star(8.3, 14.6, 0.5, '#fff'),
  // The island's outline is simplified.
  CY:
    bg('#fff') +
    poly(
      [
        [7.5, 10],
        [11.5, 7.8],
        [16, 8.4],
        [22.5, 6.2],
        [19.5, 9],
        [20.5, 10.5],
        [15, 12],
        [10, 11.6],
      ],
      '#d57800',
    ) +
    `<path d="M10,14.5Q13,16 15,15M20,14.5Q17,16 15,15" fill="none" stroke="#4e5b31" stroke-width="0.9"/>`,
  CZ: hStripes('#fff', '#d7141a') + hoistTriangle('#11457e', 15),
  DE: hStripes('#000', '#dd0000', '#ffce00'),
  DJ:
    hStripes('#6ab2e7', '#12ad2b') +
    hoistTriangle('#fff', 13) +
    star(4.6, 10, 2, '#d7141a'),
  DK: nordic('#c8102e', '#fff'),
  // The parrot in the red disc is left out.
  DM:
    bg('#006b3f') +
    rect(12.5, 0, 1.67, H, '#fcd116') +
    rect(14.17, 0, 1.67, H, '#000') +
    rect(15.83, 0, 1.67, H, '#fff') +
    rect(0, 7.5, W, 1.67, '#fcd116') +
    rect(0, 9.17, W, 1.67, '#000') +
    rect(0, 10.83, W, 1.67, '#fff') +
    circle(15, 10, 4.6, '#d41c30') +
    starRing(15, 10, 3.6, 10, 0.6, '#009c37'),
  // The arms at the centre are left out.
  DO:
    rect(0, 0, 13.5, 8.5, '#002d62') +
    rect(16.5, 0, 13.5, 8.5, '#ce1126') +
    rect(0, 11.5, 13.5, 8.5, '#ce1126') +
    rect(16.5, 11.5, 13.5, 8.5, '#002d62') +
    rect(13.5, 0, 3, H, '#fff') +
    rect(0, 8.5, W, 3, '#fff'),
  DZ:
    vStripes('#006233', '#fff') +
    crescent(15, 10, 5, '#d21034', 0, 0.3) +
    star(17.3, 10, 2.2, '#d21034', 5, 0.382, -90),
  // The arms are left out.
  EC: hStripes(['#ffdd00', 2], ['#034ea2', 1], ['#ed1c24', 1]),
  EE: hStripes('#0072ce', '#000', '#fff'),
  // The eagle is left out.
  EG: hStripes('#ce1126', '#fff', '#000'),
  EH:
    hStripes('#000', '#fff', '#007a3d') +
    hoistTriangle('#c4111b', 10) +
    crescent(14.8, 10, 2.6, '#c4111b', 0, 0.3) +
    star(16.6, 10, 1.2, '#c4111b', 5, 0.382, -90),
  // The olive branch in its wreath is reduced to the wreath.
  ER:
    poly(
      [
        [0, 0],
        [W, 0],
        [W, 10],
      ],
      '#12ad2b',
    ) +
    poly(
      [
        [0, 20],
        [W, 20],
        [W, 10],
      ],
      '#4189dd',
    ) +
    poly(
      [
        [0, 0],
        [W, 10],
        [0, 20],
      ],
      '#ea0437',
    ) +
    ring(7, 10, 3.6, '#ffc726', 0.8),
  // The arms are left out.
  ES: hStripes(['#aa151b', 1], ['#f1bf00', 2], ['#aa151b', 1]),
  ET:
    hStripes('#078930', '#fcdd09', '#da121a') +
    circle(15, 10, 4.5, '#0f47af') +
    star(15, 10.3, 3, '#fcdd09'),
  FI: nordic('#fff', '#002f6c'),
  // The shield is reduced to its St George's cross.
  FJ: ensign(
    '#68bfe5',
    `<path d="M19.5,5H25.5V11.5Q25.5,14.5 22.5,15.5Q19.5,14.5 19.5,11.5Z" fill="#fff" stroke="#ce1126" stroke-width="0.3"/>`,
    rect(19.5, 6.5, 6, 1, '#ce1126'),
    rect(22, 5, 1, 10, '#ce1126'),
  ),
  FK: ensign(BLUE_ENSIGN),
  FO: nordic('#fff', '#0065bd', '#ef303e'),
  FR: FRANCE,
  GA: hStripes('#009e60', '#fcd116', '#3a75c4'),
  GB: unionFlag(0, 0, W, H),
  // The nutmeg is left out.
  GD:
    bg('#ce1126') +
    poly(
      [
        [2, 2],
        [28, 2],
        [15, 10],
      ],
      '#fcd116',
    ) +
    poly(
      [
        [2, 18],
        [28, 18],
        [15, 10],
      ],
      '#fcd116',
    ) +
    poly(
      [
        [2, 2],
        [15, 10],
        [2, 18],
      ],
      '#007a5e',
    ) +
    poly(
      [
        [28, 2],
        [15, 10],
        [28, 18],
      ],
      '#007a5e',
    ) +
    circle(15, 10, 2.5, '#ce1126') +
    star(15, 10, 1.6, '#fcd116') +
    [8, 15, 22]
      .map((x) => star(x, 1, 0.8, '#fcd116') + star(x, 19, 0.8, '#fcd116'))
      .join(''),
  GE:
    bg('#fff') +
    rect(13, 0, 4, H, '#ff0000') +
    rect(0, 8, W, 4, '#ff0000') +
    [
      [6.5, 4],
      [23.5, 4],
      [6.5, 16],
      [23.5, 16],
    ]
      .map(
        ([x = 0, y = 0]) =>
          rect(x - 0.5, y - 2, 1, 4, '#ff0000') + rect(x - 2, y - 0.5, 4, 1, '#ff0000'),
      )
      .join(''),
  GF: FRANCE,
  GG:
    bg('#fff') +
    rect(12.5, 0, 5, H, '#e8112d') +
    rect(0, 7.5, W, 5, '#e8112d') +
    rect(14.2, 4, 1.6, 12, '#f9dd16') +
    rect(9, 9.2, 12, 1.6, '#f9dd16'),
  GH: hStripes('#ce1126', '#fcd116', '#006b3f') + star(15, 10, 3.2, '#000'),
  // The key below the castle is left out.
  GI:
    rect(0, 0, W, 13.33, '#fff') +
    rect(0, 13.33, W, 6.67, '#da000c') +
    rect(11, 6.5, 8, 6.5, '#da000c') +
    rect(10.5, 3.8, 2.2, 3, '#da000c') +
    rect(13.9, 2.6, 2.2, 4, '#da000c') +
    rect(17.3, 3.8, 2.2, 3, '#da000c'),
  GL:
    rect(0, 0, W, 10, '#fff') +
    rect(0, 10, W, 10, '#d00c33') +
    `<path d="M5.5,10A6,6 0 0 1 17.5,10Z" fill="#d00c33"/><path d="M5.5,10A6,6 0 0 0 17.5,10Z" fill="#fff"/>`,
  GM: hStripes(['#ce1126', 6], ['#fff', 1], ['#0c1c8c', 4], ['#fff', 1], ['#3a7728', 6]),
  GN: vStripes('#ce1126', '#fcd116', '#009460'),
  GP: FRANCE,
  // The arms are left out.
  GQ: hStripes('#3e9a00', '#fff', '#e32118') + hoistTriangle('#0073ce', 7),
  GR:
    alternating(9, '#0d5eaf', '#fff') +
    rect(0, 0, 11.11, 11.11, '#0d5eaf') +
    rect(4.44, 0, 2.22, 11.11, '#fff') +
    rect(0, 4.44, 11.11, 2.22, '#fff'),
  GS: ensign(BLUE_ENSIGN),
  // The arms are left out.
  GT: vStripes('#4997d0', '#fff', '#4997d0'),
  GW:
    rect(0, 0, W, 10, '#fcd116') +
    rect(0, 10, W, 10, '#009e49') +
    rect(0, 0, 10, H, '#ce1126') +
    star(5, 10, 3, '#000'),
  GY:
    bg('#009e49') +
    poly(
      [
        [0, 0],
        [W, 10],
        [0, 20],
      ],
      '#fff',
    ) +
    poly(
      [
        [0, 1],
        [28, 10],
        [0, 19],
      ],
      '#fcd116',
    ) +
    poly(
      [
        [0, 0],
        [15, 10],
        [0, 20],
      ],
      '#000',
    ) +
    poly(
      [
        [0, 1.3],
        [13.5, 10],
        [0, 18.7],
      ],
      '#ce1126',
    ),
  // The bauhinia is drawn as five plain petals.
  HK:
    bg('#de2910') +
    Array.from(
      {length: 5},
      (_, index) =>
        `<ellipse cx="15" cy="6.6" rx="1.7" ry="3.3" fill="#fff" transform="rotate(${index * 72 + 12} 15 10)"/>`,
    ).join(''),
  HM: AUSTRALIA,
  HN:
    hStripes('#00bce4', '#fff', '#00bce4') +
    [
      [15, 10],
      [11.5, 8.5],
      [11.5, 11.5],
      [18.5, 8.5],
      [18.5, 11.5],
    ]
      .map(([x = 0, y = 0]) => star(x, y, 1, '#00bce4'))
      .join(''),
  // The arms are reduced to their chequered shield.
  HR:
    hStripes('#ff0000', '#fff', '#171796') +
    Array.from({length: 25}, (_, index) =>
      rect(
        12 + (index % 5) * 1.2,
        5 + Math.floor(index / 5) * 1.6,
        1.2,
        1.6,
        (index + Math.floor(index / 5)) % 2 === 0 ? '#ff0000' : '#fff',
      ),
    ).join(''),
  // The arms are reduced to the white panel that carries them.
  HT: hStripes('#00209f', '#d21034') + rect(12, 7, 6, 6, '#fff'),
  HU: hStripes('#ce2939', '#fff', '#477050'),
  ID: hStripes('#ff0000', '#fff'),
  IE: vStripes('#169b62', '#fff', '#ff883e'),
  IL:
    bg('#fff') +
    rect(0, 2, W, 3, '#0038b8') +
    rect(0, 15, W, 3, '#0038b8') +
    `<polygon points="15,5.8 18.6,12.1 11.4,12.1" fill="none" stroke="#0038b8" stroke-width="0.8"/><polygon points="15,14.2 18.6,7.9 11.4,7.9" fill="none" stroke="#0038b8" stroke-width="0.8"/>`,
  // The three legs are drawn as plain bent strokes.
  IM:
    bg('#cf142b') +
    [0, 120, 240]
      .map(
        (angle) =>
          `<polyline points="15,10 15,4.5 18.5,3.5" fill="none" stroke="#fff" stroke-width="1.4" stroke-linejoin="round" transform="rotate(${angle} 15 10)"/>`,
      )
      .join(''),
  IN:
    hStripes('#ff9933', '#fff', '#138808') +
    ring(15, 10, 2.6, '#000080', 0.45) +
    Array.from({length: 12}, (_, index) => {
      const angle = (index * 30 * Math.PI) / 180;
      return line(
        [
          [15, 10],
          [15 + 2.6 * Math.cos(angle), 10 + 2.6 * Math.sin(angle)],
        ],
        '#000080',
        0.2,
      );
    }).join(''),
  // The waves are straight and the palm and crown are left out.
  IO: ensign(
    '#fff',
    ...Array.from({length: 5}, (_, index) => rect(0, 11 + index * 2, W, 1, '#0a2f6b')),
    rect(15, 1, W, 1, '#0a2f6b'),
    rect(15, 3, W, 1, '#0a2f6b'),
    rect(15, 5, W, 1, '#0a2f6b'),
    rect(15, 7, W, 1, '#0a2f6b'),
    rect(15, 9, W, 1, '#0a2f6b'),
  ),
  // The green script is left out.
  IQ: hStripes('#ce1126', '#fff', '#000'),
  // The emblem and the script along the stripes are left out.
  IR: hStripes('#239f40', '#fff', '#da0000'),
  IS: nordic('#02529c', '#fff', '#dc1e35'),
  IT: vStripes('#009246', '#fff', '#ce2b37'),
  // The arms are left out.
  JE:
    bg('#fff') +
    line(
      [
        [0, 0],
        [30, 20],
      ],
      '#e8112d',
      2.4,
    ) +
    line(
      [
        [30, 0],
        [0, 20],
      ],
      '#e8112d',
      2.4,
    ),
  JM:
    bg('#009b3a') +
    poly(
      [
        [0, 0],
        [15, 10],
        [0, 20],
      ],
      '#000',
    ) +
    poly(
      [
        [30, 0],
        [15, 10],
        [30, 20],
      ],
      '#000',
    ) +
    line(
      [
        [0, 0],
        [30, 20],
      ],
      '#fed100',
      3,
    ) +
    line(
      [
        [30, 0],
        [0, 20],
      ],
      '#fed100',
      3,
    ),
  JO:
    hStripes('#000', '#fff', '#007a3d') +
    hoistTriangle('#ce1126', 15) +
    star(5.5, 10, 1.6, '#fff', 7, 0.45),
  JP: bg('#fff') + circle(15, 10, 6, '#bc002d'),
  // The spears are left out.
  KE:
    hStripes(['#000', 6], ['#fff', 1], ['#bb0000', 6], ['#fff', 1], ['#006600', 6]) +
    ellipse(15, 10, 3.4, 7.4, '#000') +
    ellipse(15, 10, 2, 7.4, '#bb0000') +
    ellipse(15, 10, 0.5, 2.2, '#fff'),
  // The yurt's crown in the sun is reduced to a ring.
  KG:
    bg('#e8112d') +
    star(15, 10, 6, '#ffef00', 20, 0.7) +
    circle(15, 10, 3.4, '#e8112d') +
    circle(15, 10, 2.8, '#ffef00') +
    ring(15, 10, 1.6, '#e8112d', 0.5),
  // Angkor Wat is reduced to its three towers.
  KH:
    hStripes(['#032ea1', 1], ['#e00025', 2], ['#032ea1', 1]) +
    rect(10, 12, 10, 1.5, '#fff') +
    rect(11, 8.5, 2, 3.5, '#fff') +
    rect(14, 6.5, 2, 5.5, '#fff') +
    rect(17, 8.5, 2, 3.5, '#fff'),
  // The frigate bird is left out and the waves are straight.
  KI:
    rect(0, 0, W, 10, '#ce1126') +
    `<path d="M10.5,10A4.5,4.5 0 0 1 19.5,10Z" fill="#fcd116"/>` +
    Array.from({length: 10}, (_, index) =>
      rect(0, 10 + index, W, 1.01, index % 2 === 0 ? '#003f87' : '#fff'),
    ).join(''),
  KM:
    hStripes('#ffc61e', '#fff', '#ce1126', '#3a75c4') +
    hoistTriangle('#3d8e33', 12) +
    crescent(4.3, 10, 3, '#fff', 0, 0.3) +
    [7, 9, 11, 13].map((y) => star(6.6, y, 0.6, '#fff')).join(''),
  KN:
    poly(
      [
        [0, 0],
        [W, 0],
        [0, H],
      ],
      '#009e49',
    ) +
    poly(
      [
        [W, 0],
        [W, H],
        [0, H],
      ],
      '#ce1126',
    ) +
    diagonalBand('#fcd116', 4, true) +
    diagonalBand('#000', 2.6, true) +
    star(10, 13.3, 1.6, '#fff') +
    star(20, 6.7, 1.6, '#fff'),
  KP:
    hStripes(['#024fa2', 6], ['#fff', 1], ['#ed1c27', 15], ['#fff', 1], ['#024fa2', 6]) +
    circle(11, 10, 4.3, '#fff') +
    star(11, 10, 4, '#ed1c27'),
  KR:
    bg('#fff') +
    `<g transform="rotate(33.7 15 10)"><path d="M10,10A5,5 0 0 1 20,10Z" fill="#cd2e3a"/><path d="M10,10A5,5 0 0 0 20,10Z" fill="#0047a0"/>${circle(12.5, 10, 2.5, '#cd2e3a')}${circle(17.5, 10, 2.5, '#0047a0')}</g>` +
    trigram(-56.3, [true, true, true]) +
    trigram(56.3, [false, true, false]) +
    trigram(123.7, [false, false, false]) +
    trigram(-123.7, [true, false, true]),
  KW:
    hStripes('#007a3d', '#fff', '#ce1126') +
    poly(
      [
        [0, 0],
        [7.5, 6.67],
        [7.5, 13.33],
        [0, 20],
      ],
      '#000',
    ),
  KY: ensign(BLUE_ENSIGN),
  // The eagle and the ornament are left out; the ornament's place is a plain band.
  KZ:
    bg('#00afca') +
    star(15, 9, 5, '#fec50c', 32, 0.7) +
    circle(15, 9, 3.2, '#fec50c') +
    rect(1.5, 0, 1.5, H, '#fec50c'),
  LA:
    hStripes(['#ce1126', 1], ['#002868', 2], ['#ce1126', 1]) + circle(15, 10, 4, '#fff'),
  // The cedar is simplified.
  LB:
    hStripes(['#ed1c24', 1], ['#fff', 2], ['#ed1c24', 1]) +
    poly(
      [
        [15, 5],
        [19, 14],
        [15.6, 13],
        [15.6, 15],
        [14.4, 15],
        [14.4, 13],
        [11, 14],
      ],
      '#00a651',
    ),
  LC:
    bg('#66ccff') +
    poly(
      [
        [9.5, 17],
        [15, 3],
        [20.5, 17],
      ],
      '#fff',
    ) +
    poly(
      [
        [10.8, 17],
        [15, 5],
        [19.2, 17],
      ],
      '#000',
    ) +
    poly(
      [
        [9.5, 17],
        [15, 11],
        [20.5, 17],
      ],
      '#fcd116',
    ),
  // The crown is simplified.
  LI:
    hStripes('#002b7f', '#ce1126') +
    rect(4.5, 4.5, 4, 1.6, '#ffd83d') +
    poly(
      [
        [4.5, 4.5],
        [5.3, 2.5],
        [6.5, 3.8],
        [7.7, 2.5],
        [8.5, 4.5],
      ],
      '#ffd83d',
    ),
  // The lion and the bo leaves are left out.
  LK:
    bg('#ffbe29') +
    rect(1, 1, 3.5, 18, '#00534e') +
    rect(4.5, 1, 3.5, 18, '#eb7400') +
    rect(9, 1, 20, 18, '#8d153a'),
  LR:
    alternating(11, '#bf0a30', '#fff') +
    rect(0, 0, 9.09, 9.09, '#002868') +
    star(4.55, 4.55, 3, '#fff'),
  // The hat is simplified.
  LS:
    hStripes(['#00209f', 3], ['#fff', 4], ['#009543', 3]) +
    poly(
      [
        [12.5, 12.3],
        [15, 7],
        [17.5, 12.3],
      ],
      '#000',
    ),
  LT: hStripes('#fdb913', '#006a44', '#c1272d'),
  LU: hStripes('#ed2939', '#fff', '#00a1de'),
  LV: hStripes(['#9e3039', 2], ['#fff', 1], ['#9e3039', 2]),
  LY:
    hStripes(['#e70013', 1], ['#000', 2], ['#239e46', 1]) +
    crescent(14.2, 10, 2.6, '#fff', 0, 0.3) +
    star(16.5, 10, 1.2, '#fff', 5, 0.382, -90),
  MA: bg('#c1272d') + pentagram(15, 10.4, 4.6, '#006233'),
  // The arms are left out.
  MC: hStripes('#ce1126', '#fff'),
  // The arms are left out.
  MD: vStripes('#0046ae', '#ffd200', '#cc092f'),
  // The arms are left out.
  ME: bg('#d4af3a') + rect(1, 1, 28, 18, '#c40308'),
  MF: FRANCE,
  MG:
    rect(0, 0, W, 10, '#fc3d32') +
    rect(0, 10, W, 10, '#007e3a') +
    rect(0, 0, 10, H, '#fff'),
  MK:
    bg('#d20000') +
    rays(
      15,
      10,
      [
        [0, 0],
        [15, 0],
        [30, 0],
        [30, 10],
        [30, 20],
        [15, 20],
        [0, 20],
        [0, 10],
      ],
      2,
      '#ffe600',
    ) +
    circle(15, 10, 3.4, '#d20000') +
    circle(15, 10, 2.8, '#ffe600'),
  ML: vStripes('#14b53a', '#fcd116', '#ce1126'),
  MM: hStripes('#fecb00', '#34b233', '#ea2839') + star(15, 10.6, 6, '#fff'),
  // The soyombo is simplified.
  MN:
    vStripes('#c4272f', '#015197', '#c4272f') +
    circle(5, 6, 1.3, '#f9cf02') +
    rect(3.5, 8.3, 3, 0.7, '#f9cf02') +
    rect(3.5, 15, 3, 0.7, '#f9cf02') +
    rect(2.6, 9.4, 0.7, 5.2, '#f9cf02') +
    rect(6.7, 9.4, 0.7, 5.2, '#f9cf02') +
    circle(5, 12, 1.2, '#f9cf02'),
  // The lotus and bridge are simplified.
  MO:
    bg('#00785e') +
    star(15, 4.2, 1.5, '#fbd116') +
    star(11.6, 6.2, 0.8, '#fbd116') +
    star(12.9, 4.8, 0.8, '#fbd116') +
    star(17.1, 4.8, 0.8, '#fbd116') +
    star(18.4, 6.2, 0.8, '#fbd116') +
    ellipse(15, 10.2, 1.2, 2.6, '#fff') +
    `<ellipse cx="13.2" cy="10.8" rx="1" ry="2" fill="#fff" transform="rotate(-30 13.2 10.8)"/><ellipse cx="16.8" cy="10.8" rx="1" ry="2" fill="#fff" transform="rotate(30 16.8 10.8)"/>` +
    rect(11, 13.4, 8, 0.6, '#fff') +
    rect(12, 14.6, 6, 0.6, '#fff'),
  MQ: FRANCE,
  MR:
    bg('#006233') +
    rect(0, 0, W, 3, '#d01c1f') +
    rect(0, 17, W, 3, '#d01c1f') +
    crescent(15, 9.8, 4.6, '#ffc400', -90, 0.3) +
    star(15, 7.6, 1.7, '#ffc400'),
  MS: ensign(BLUE_ENSIGN),
  // The George Cross is simplified.
  MT:
    vStripes('#fff', '#cf142b') +
    rect(3, 1.7, 1.6, 4.4, '#a0a0a0') +
    rect(1.6, 3.1, 4.4, 1.6, '#a0a0a0'),
  MU: hStripes('#ea2839', '#1a206d', '#ffd500', '#00a551'),
  MV:
    bg('#d21034') +
    rect(5, 5, 20, 10, '#007e3a') +
    crescent(16.2, 10, 3.4, '#fff', 0, 0.32),
  MW:
    hStripes('#000', '#ce1126', '#339e35') +
    star(15, 6.67, 4.5, '#ce1126', 31, 0.75) +
    circle(15, 6.67, 2.4, '#ce1126') +
    rect(0, 6.67, W, 6.67, '#ce1126'),
  // The eagle is left out.
  MX: vStripes('#006847', '#fff', '#ce1126'),
  MY:
    alternating(14, '#cc0001', '#fff') +
    rect(0, 0, 15, 11.43, '#010066') +
    crescent(5.8, 5.7, 4, '#fc0', 0, 0.28) +
    star(10.4, 5.7, 2.6, '#fc0', 14, 0.45),
  // The book, hoe and rifle are left out.
  MZ:
    rect(0, 0, W, 6, '#007168') +
    rect(0, 6, W, 0.67, '#fff') +
    rect(0, 6.67, W, 6.67, '#000') +
    rect(0, 13.33, W, 0.67, '#fff') +
    rect(0, 14, W, 6, '#fce100') +
    hoistTriangle('#d21034', 13) +
    star(4.4, 10, 2.8, '#fce100'),
  NA:
    poly(
      [
        [0, 0],
        [W, 0],
        [0, H],
      ],
      '#003580',
    ) +
    poly(
      [
        [W, 0],
        [W, H],
        [0, H],
      ],
      '#009543',
    ) +
    diagonalBand('#fff', 4.6, true) +
    diagonalBand('#d21034', 3.5, true) +
    star(6, 5, 3, '#ffce00', 12, 0.6) +
    circle(6, 5, 1.5, '#003580') +
    circle(6, 5, 1.2, '#ffce00'),
  NC: FRANCE,
  NE: hStripes('#e05206', '#fff', '#0db02b') + circle(15, 10, 2.4, '#e05206'),
  // The pine is simplified.
  NF:
    vStripes(['#007934', 7], ['#fff', 9], ['#007934', 7]) +
    poly(
      [
        [15, 3],
        [18, 9],
        [16.5, 9],
        [19, 14],
        [15.6, 14],
        [15.6, 16.5],
        [14.4, 16.5],
        [14.4, 14],
        [11, 14],
        [13.5, 9],
        [12, 9],
      ],
      '#007934',
    ),
  NG: vStripes('#008751', '#fff', '#008751'),
  // The arms are left out.
  NI: hStripes('#0067c6', '#fff', '#0067c6'),
  NL: NETHERLANDS,
  NO: NORWAY,
  // The pennants sit on a plain field; the moon and the sun are simplified.
  NP:
    poly(
      [
        [2, 1],
        [20, 10.5],
        [8, 10.5],
        [20, 19],
        [2, 19],
      ],
      '#003893',
    ) +
    poly(
      [
        [3.2, 2.8],
        [16.2, 9.6],
        [5.4, 9.6],
        [5.4, 11.3],
        [16.6, 18],
        [3.2, 18],
      ],
      '#dc143c',
    ) +
    crescent(6.8, 7.2, 1.8, '#fff', -90, 0.35) +
    star(6.8, 14.5, 1.8, '#fff', 12, 0.6),
  NR:
    bg('#002b7f') +
    rect(0, 9.4, W, 1.2, '#ffc61e') +
    star(7.5, 14.5, 2.5, '#fff', 12, 0.5),
  NU: ensign('#fed100'),
  NZ: ensign(
    BLUE_ENSIGN,
    ...[
      [22.5, 16.2, 1.5],
      [19.6, 9.1, 1.3],
      [22.5, 4.2, 1.2],
      [25.8, 8.1, 1.3],
    ].map(
      ([x = 0, y = 0, r = 0]) => star(x, y, r, '#fff') + star(x, y, r * 0.68, '#c8102e'),
    ),
  ),
  // The emblem is left out.
  OM: hStripes('#fff', '#db161b', '#008000') + rect(0, 0, 8, H, '#db161b'),
  PA:
    rect(0, 0, 15, 10, '#fff') +
    rect(15, 0, 15, 10, '#da121a') +
    rect(0, 10, 15, 10, '#072357') +
    rect(15, 10, 15, 10, '#fff') +
    star(7.5, 5, 2.2, '#072357') +
    star(22.5, 15, 2.2, '#da121a'),
  PE: vStripes('#d91023', '#fff', '#d91023'),
  // The canoe and sun are left out.
  PF: hStripes(['#ce1126', 1], ['#fff', 2], ['#ce1126', 1]),
  // The bird of paradise is left out.
  PG:
    poly(
      [
        [0, 0],
        [W, H],
        [0, H],
      ],
      '#000',
    ) +
    poly(
      [
        [0, 0],
        [W, 0],
        [W, H],
      ],
      '#ce1126',
    ) +
    star(7.5, 16.5, 1, '#fff') +
    star(4.5, 12.7, 1, '#fff') +
    star(7.5, 9, 1, '#fff') +
    star(10.5, 12, 1, '#fff') +
    star(8.7, 13.8, 0.6, '#fff'),
  PH:
    hStripes('#0038a8', '#ce1126') +
    hoistTriangle('#fff', 17.3) +
    star(6, 10, 2.6, '#fcd116', 8, 0.45) +
    star(2, 2.6, 0.8, '#fcd116') +
    star(2, 17.4, 0.8, '#fcd116') +
    star(14.3, 10, 0.8, '#fcd116'),
  PK:
    bg('#01411c') +
    rect(0, 0, 7.5, H, '#fff') +
    crescent(19, 10.5, 5, '#fff', -40, 0.3) +
    star(21.7, 7.7, 1.8, '#fff', 5, 0.382, 50),
  PL: hStripes('#fff', '#dc143c'),
  PM: FRANCE,
  PN: ensign(BLUE_ENSIGN),
  PS: hStripes('#000', '#fff', '#007a3d') + hoistTriangle('#ce1126', 10),
  // The armillary sphere and the shield are simplified.
  PT:
    rect(0, 0, 12, H, '#046a38') +
    rect(12, 0, 18, H, '#da291c') +
    ring(12, 10, 3.4, '#ffe900', 0.8) +
    rect(10.6, 8, 2.8, 3.6, '#fff') +
    rect(11.1, 8.5, 1.8, 2.6, '#002395'),
  // The seal is left out.
  PY: hStripes('#d52b1e', '#fff', '#0038a8'),
  QA:
    bg('#8a1538') +
    poly(
      [
        [0, 0],
        ...Array.from(
          {length: 19},
          (_, index) => [index % 2 === 0 ? 9 : 12, (index * 20) / 18] as [number, number],
        ),
        [0, 20],
      ],
      '#fff',
    ),
  RE: FRANCE,
  RO: vStripes('#002b7f', '#fcd116', '#ce1126'),
  // The arms are left out.
  RS: hStripes('#c6363c', '#0c4076', '#fff'),
  RU: hStripes('#fff', '#0039a6', '#d52b1e'),
  RW:
    hStripes(['#00a1de', 2], ['#fad201', 1], ['#20603d', 1]) +
    star(24, 4.5, 2.6, '#fad201', 24, 0.6) +
    circle(24, 4.5, 1.3, '#00a1de') +
    circle(24, 4.5, 1.05, '#fad201'),
  // The creed is left out; the sword stays.
  SA: bg('#006c35') + rect(8, 13.5, 13, 0.7, '#fff') + rect(20.5, 12.8, 0.7, 2.1, '#fff'),
  SB:
    poly(
      [
        [0, 0],
        [W, 0],
        [0, H],
      ],
      '#0051ba',
    ) +
    poly(
      [
        [W, 0],
        [W, H],
        [0, H],
      ],
      '#215b33',
    ) +
    diagonalBand('#fcd116', 0.9, true) +
    [
      [3, 2.5],
      [9, 2.5],
      [6, 5],
      [3, 7.5],
      [9, 7.5],
    ]
      .map(([x = 0, y = 0]) => star(x, y, 1, '#fff'))
      .join(''),
  SC:
    poly(
      [
        [0, 20],
        [0, 0],
        [10, 0],
      ],
      '#003f87',
    ) +
    poly(
      [
        [0, 20],
        [10, 0],
        [20, 0],
      ],
      '#fcd856',
    ) +
    poly(
      [
        [0, 20],
        [20, 0],
        [30, 0],
        [30, 6.67],
      ],
      '#d62828',
    ) +
    poly(
      [
        [0, 20],
        [30, 6.67],
        [30, 13.33],
      ],
      '#fff',
    ) +
    poly(
      [
        [0, 20],
        [30, 13.33],
        [30, 20],
      ],
      '#007a3d',
    ),
  SD: hStripes('#d21034', '#fff', '#000') + hoistTriangle('#007229', 10),
  SE: nordic('#006aa7', '#fecc00'),
  SG:
    rect(0, 0, W, 10, '#ef3340') +
    rect(0, 10, W, 10, '#fff') +
    crescent(6, 5, 3.3, '#fff', 0, 0.3) +
    starRing(8.9, 5, 1.7, 5, 0.6, '#fff'),
  SH: ensign(BLUE_ENSIGN),
  // The arms are reduced to a shield with one peak.
  SI:
    hStripes('#fff', '#005da4', '#ed1c24') +
    `<path d="M5,3.6H10V8Q10,9.5 7.5,10.4Q5,9.5 5,8Z" fill="#005da4" stroke="#ed1c24" stroke-width="0.4"/>` +
    poly(
      [
        [5.6, 8.2],
        [7.5, 5.4],
        [9.4, 8.2],
      ],
      '#fff',
    ),
  SJ: NORWAY,
  SK:
    hStripes('#fff', '#0b4ea2', '#ee1c25') +
    `<path d="M6.5,4.5H13.5V11.2Q13.5,14 10,15.5Q6.5,14 6.5,11.2Z" fill="#ee1c25" stroke="#fff" stroke-width="0.5"/>` +
    rect(9.6, 6, 0.8, 6.6, '#fff') +
    rect(8.4, 7.4, 3.2, 0.7, '#fff') +
    rect(8, 9.2, 4, 0.7, '#fff') +
    `<path d="M7.3,12.8Q10,10.9 12.7,12.8Q12,14.4 10,15.1Q8,14.4 7.3,12.8Z" fill="#0b4ea2"/>`,
  SL: hStripes('#1eb53a', '#fff', '#0072c6'),
  // The arms are left out.
  SM: hStripes('#fff', '#5eb6e4'),
  SN: vStripes('#00853f', '#fdef42', '#e31b23') + star(15, 10, 2.8, '#00853f'),
  SO: bg('#4189dd') + star(15, 10.4, 4.6, '#fff'),
  SR:
    hStripes(['#377e3f', 2], ['#fff', 1], ['#b40a2d', 4], ['#fff', 1], ['#377e3f', 2]) +
    star(15, 10.3, 3.2, '#ecc81d'),
  SS:
    hStripes(['#000', 6], ['#fff', 1], ['#da121a', 6], ['#fff', 1], ['#078930', 6]) +
    hoistTriangle('#0f47af', 13) +
    star(4.5, 10, 2.6, '#fcdd09', 5, 0.382, 90),
  ST:
    hStripes(['#12ad2b', 2], ['#ffce00', 3], ['#12ad2b', 2]) +
    hoistTriangle('#d21034', 7.5) +
    star(14, 10, 2, '#000') +
    star(21.5, 10, 2, '#000'),
  // The arms are left out.
  SV: hStripes('#0047ab', '#fff', '#0047ab'),
  // The arms are left out.
  SX:
    rect(0, 0, W, 10, '#dc171d') +
    rect(0, 10, W, 10, '#012a87') +
    hoistTriangle('#fff', 15),
  SY:
    hStripes('#007a3d', '#fff', '#000') +
    star(10, 10, 1.7, '#ce1126') +
    star(15, 10, 1.7, '#ce1126') +
    star(20, 10, 1.7, '#ce1126'),
  // The spear and staff are left out.
  SZ:
    hStripes(
      ['#3e5eb9', 3],
      ['#ffd900', 1],
      ['#b10c0c', 8],
      ['#ffd900', 1],
      ['#3e5eb9', 3],
    ) +
    ellipse(15, 10, 5, 2.3, '#fff') +
    `<path d="M15,7.7A5,2.3 0 0 1 15,12.3Z" fill="#000"/>`,
  TA: ensign(BLUE_ENSIGN),
  TC: ensign(BLUE_ENSIGN),
  TD: vStripes('#002664', '#fecb00', '#c60c30'),
  // The monogram is left out.
  TF:
    bg('#002395') +
    rect(0, 0, 12, 8, '#fff') +
    rect(0, 0, 3.8, 7.4, '#002395') +
    rect(3.8, 0, 4, 7.4, '#fff') +
    rect(7.8, 0, 3.8, 7.4, '#ce1126') +
    [18, 21, 24, 22.5, 19.5]
      .map((x, index) => star(x, 11 + (index % 3) * 2.2, 0.7, '#fff'))
      .join(''),
  TG:
    alternating(5, '#006a4e', '#ffce00') +
    rect(0, 0, 12, 12, '#d21034') +
    star(6, 6.2, 3.6, '#fff'),
  TH: hStripes('#a51931', '#fff', ['#2d2a4a', 2], '#fff', '#a51931'),
  // The crown is simplified.
  TJ:
    hStripes(['#cc0000', 2], ['#fff', 3], ['#006600', 2]) +
    rect(13.6, 10.2, 2.8, 1.1, '#f8c300') +
    poly(
      [
        [13.6, 10.2],
        [14.3, 8.6],
        [15, 9.6],
        [15.7, 8.6],
        [16.4, 10.2],
      ],
      '#f8c300',
    ) +
    starRing(15, 10.8, 3.7, 7, 0.55, '#f8c300', -70, 70),
  // The canoe is simplified.
  TK:
    bg('#00247d') +
    poly(
      [
        [5, 15.5],
        [23, 12.5],
        [26, 13],
        [24, 14.5],
        [7, 17],
      ],
      '#fed100',
    ) +
    star(5, 3.5, 1, '#fff') +
    star(7.5, 7.5, 1, '#fff') +
    star(3.5, 8.5, 1, '#fff') +
    star(5, 11.5, 1, '#fff'),
  TL:
    bg('#dc241f') +
    hoistTriangle('#ffc726', 15) +
    hoistTriangle('#000', 10) +
    star(3.6, 10, 2.5, '#fff', 5, 0.382, -30),
  // The carpet guls are reduced to diamonds.
  TM:
    bg('#00843d') +
    rect(4.5, 0, 4.5, H, '#d22630') +
    Array.from({length: 5}, (_, index) =>
      poly(
        [
          [6.75, 1 + index * 4],
          [8.3, 3 + index * 4],
          [6.75, 5 + index * 4],
          [5.2, 3 + index * 4],
        ],
        '#fdb813',
      ),
    ).join('') +
    crescent(14, 4.5, 2.6, '#fff', 0, 0.3) +
    starRing(16.8, 5.2, 1.9, 5, 0.5, '#fff', -50, 130),
  TN:
    bg('#e70013') +
    circle(15, 10, 5, '#fff') +
    crescent(14.6, 10, 3.8, '#e70013', 0, 0.3) +
    star(16.2, 10, 1.9, '#e70013', 5, 0.382, -90),
  TO:
    bg('#c10000') +
    rect(0, 0, 12, 10, '#fff') +
    rect(5, 2, 2, 6, '#c10000') +
    rect(3, 4, 6, 2, '#c10000'),
  TR:
    bg('#e30a17') +
    crescent(11.2, 10, 5, '#fff', 0, 0.3) +
    star(17, 10, 2.3, '#fff', 5, 0.382, -90),
  TT: bg('#ce1126') + diagonalBand('#fff', 5.2, false) + diagonalBand('#000', 4, false),
  TV: ensign(
    '#009fca',
    ...[
      [16.5, 15.5],
      [18.5, 12.5],
      [21, 17],
      [21.5, 9.5],
      [24, 13],
      [24.5, 6],
      [26.5, 17.5],
      [27, 10.5],
      [27.8, 3.5],
    ].map(([x = 0, y = 0]) => star(x, y, 0.9, '#fcd116')),
  ),
  TW:
    bg('#fe0000') +
    rect(0, 0, 15, 10, '#000095') +
    star(7.5, 5, 3.6, '#fff', 12, 0.6) +
    circle(7.5, 5, 2.05, '#000095') +
    circle(7.5, 5, 1.75, '#fff'),
  TZ:
    poly(
      [
        [0, 0],
        [W, 0],
        [0, H],
      ],
      '#1eb53a',
    ) +
    poly(
      [
        [W, 0],
        [W, H],
        [0, H],
      ],
      '#00a3dd',
    ) +
    diagonalBand('#fcd116', 4, true) +
    diagonalBand('#000', 2.9, true),
  UA: hStripes('#0057b7', '#ffd700'),
  // The crane is reduced to the white disc it stands on.
  UG:
    hStripes('#000', '#fcdc04', '#d90000', '#000', '#fcdc04', '#d90000') +
    circle(15, 10, 4, '#fff'),
  UM: unitedStates(),
  US: unitedStates(),
  UY:
    alternating(9, '#fff', '#0038a8') +
    rect(0, 0, 11.11, 11.11, '#fff') +
    star(5.55, 5.55, 3.4, '#fcd116', 16, 0.6) +
    circle(5.55, 5.55, 1.6, '#fcd116'),
  UZ:
    hStripes(
      ['#0099b5', 10],
      ['#ce1126', 0.6],
      ['#fff', 10],
      ['#ce1126', 0.6],
      ['#1eb53a', 10],
    ) +
    crescent(4.3, 3.4, 2.3, '#fff', 0, 0.3) +
    [
      [8.5, 1.3, 3],
      [7.3, 3.3, 4],
      [6.1, 5.3, 5],
    ]
      .flatMap(([x = 0, y = 0, count = 0]) =>
        Array.from({length: count}, (_, index) =>
          star(x + (5 - count) * 1.2 + index * 1.2, y, 0.45, '#fff'),
        ),
      )
      .join(''),
  // The keys are reduced to two crossed bars and the tiara is left out.
  VA:
    vStripes('#ffe000', '#fff') +
    line(
      [
        [19, 14.5],
        [26, 5.5],
      ],
      '#c8a02e',
      1,
    ) +
    line(
      [
        [19, 5.5],
        [26, 14.5],
      ],
      '#a0a0a0',
      1,
    ),
  VC:
    vStripes(['#002674', 1], ['#fcd116', 2], ['#009e60', 1]) +
    [
      [12.5, 7],
      [17.5, 7],
      [15, 12.5],
    ]
      .map(([x = 0, y = 0]) =>
        poly(
          [
            [x, y - 2.6],
            [x + 1.6, y],
            [x, y + 2.6],
            [x - 1.6, y],
          ],
          '#009e60',
        ),
      )
      .join(''),
  VE:
    hStripes('#ffcc00', '#00247d', '#cf142b') +
    starRing(15, 14.8, 6, 8, 0.6, '#fff', -70, 70),
  VG: ensign(BLUE_ENSIGN),
  VN: bg('#da251d') + star(15, 10.6, 6, '#ffff00'),
  // The boar's tusk and fern leaves are left out.
  VU:
    rect(0, 0, W, 10, '#d21034') +
    rect(0, 10, W, 10, '#009543') +
    poly(
      [
        [0, 0],
        [2.5, 0],
        [13.5, 8.5],
        [30, 8.5],
        [30, 11.5],
        [13.5, 11.5],
        [2.5, 20],
        [0, 20],
      ],
      '#000',
    ) +
    line(
      [
        [0, 0.8],
        [12.6, 10],
        [0, 19.2],
      ],
      '#fdce12',
      1,
    ) +
    line(
      [
        [12.6, 10],
        [30, 10],
      ],
      '#fdce12',
      1,
    ) +
    poly(
      [
        [0, 2.6],
        [10, 10],
        [0, 17.4],
      ],
      '#000',
    ),
  WF:
    bg('#ed2939') +
    rect(0, 0, 11, 7.6, '#fff') +
    rect(0, 0, 3.4, 7, '#002395') +
    rect(7, 0, 3.4, 7, '#ed2939') +
    `<g fill="#fff">${poly(
      [
        [16.5, 10],
        [21, 10],
        [18.75, 12.5],
      ],
      '#fff',
    )}${poly(
      [
        [16.5, 15],
        [21, 15],
        [18.75, 12.5],
      ],
      '#fff',
    )}${poly(
      [
        [16.25, 10.25],
        [16.25, 14.75],
        [18.75, 12.5],
      ],
      '#fff',
    )}${poly(
      [
        [21.25, 10.25],
        [21.25, 14.75],
        [18.75, 12.5],
      ],
      '#fff',
    )}</g>`,
  WS:
    bg('#ce1126') +
    rect(0, 0, 15, 10, '#002b7f') +
    star(7.5, 7.8, 1.2, '#fff') +
    star(5, 4.8, 1.1, '#fff') +
    star(7.5, 2.2, 1, '#fff') +
    star(10.2, 4.2, 1.1, '#fff') +
    star(9, 5.8, 0.6, '#fff'),
  // The map is simplified.
  XK:
    bg('#244aa5') +
    poly(
      [
        [11, 9.2],
        [14, 7.4],
        [18, 8.2],
        [19.5, 11],
        [17, 14.8],
        [13.5, 14.2],
        [11, 12],
      ],
      '#d0a650',
    ) +
    starRing(15, 10.8, 6.5, 6, 0.75, '#fff', -55, 55),
  YE: hStripes('#ce1126', '#fff', '#000'),
  YT: FRANCE,
  ZA:
    rect(0, 0, W, 10, '#e03c31') +
    rect(0, 10, W, 10, '#001489') +
    `<path d="M-1,-0.8L13,10L-1,20.8M13,10H31" fill="none" stroke="#fff" stroke-width="6.7"/>` +
    `<path d="M-1,-0.8L13,10L-1,20.8M13,10H31" fill="none" stroke="#007749" stroke-width="4"/>` +
    poly(
      [
        [0, 3.2],
        [9, 10],
        [0, 16.8],
      ],
      '#ffb81c',
    ) +
    poly(
      [
        [0, 4.6],
        [7.2, 10],
        [0, 15.4],
      ],
      '#000',
    ),
  // The eagle is reduced to a chevron.
  ZM:
    bg('#198a00') +
    rect(19.5, 7.5, 3.5, 12.5, '#de2010') +
    rect(23, 7.5, 3.5, 12.5, '#000') +
    rect(26.5, 7.5, 3.5, 12.5, '#ef7d00') +
    line(
      [
        [22.5, 3.2],
        [25, 5.2],
        [27.5, 3.2],
      ],
      '#ef7d00',
      1.2,
    ),
  // The bird is left out.
  ZW:
    hStripes('#006400', '#ffd200', '#d40000', '#000', '#d40000', '#ffd200', '#006400') +
    poly(
      [
        [0, 0],
        [13, 10],
        [0, 20],
      ],
      '#000',
    ) +
    poly(
      [
        [0, 1],
        [11.7, 10],
        [0, 19],
      ],
      '#fff',
    ) +
    star(4, 10, 2.6, '#d40000'),
};

function sprite(): string {
  const drawn = new Map<string, number>();
  const pieces: string[] = [];
  const views: string[] = [];
  for (const {code} of COUNTRIES) {
    const flag = FLAGS[code];
    if (!flag) throw new Error(`No flag drawn for ${code}`);
    let slot = drawn.get(flag);
    if (slot === undefined) {
      slot = drawn.size;
      drawn.set(flag, slot);
      const x = (slot % PER_ROW) * (W + GAP);
      const y = Math.floor(slot / PER_ROW) * (H + GAP);
      pieces.push(
        `<svg x="${x}" y="${y}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${flag}</svg>`,
      );
    }
    const x = (slot % PER_ROW) * (W + GAP);
    const y = Math.floor(slot / PER_ROW) * (H + GAP);
    views.push(`<view id="${code.toLowerCase()}" viewBox="${x} ${y} ${W} ${H}"/>`);
  }
  const rows = Math.ceil(drawn.size / PER_ROW);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PER_ROW * (W + GAP)} ${rows * (H + GAP)}">\n${views.join('\n')}\n${pieces.join('\n')}\n</svg>\n`;
}

const target = path.resolve(import.meta.dirname, '../app/features/markets/flags.svg');
writeFileSync(target, sprite());
