/**
 * Draws the catalog's pictures as SVG at seed time: every brush from its look (hair shape,
 * hair, ferrule, handle colour), bundles as a bouquet of their brushes, accessories by kind.
 * Drawing is deterministic (a seeded generator places the hair strands), so a re-seed draws
 * the same bytes.
 */

export type HairShape =
  | 'pencil'
  | 'tapered'
  | 'blending'
  | 'liner'
  | 'shader'
  | 'angled'
  | 'smudger'
  | 'powder'
  | 'kabuki'
  | 'fan'
  | 'cheek'
  | 'foundation'
  | 'contour'
  | 'highlighter'
  | 'stippling';

export type Hair =
  | 'goat-white'
  | 'goat-cream'
  | 'saibikoho-white'
  | 'squirrel-brown'
  | 'synthetic-taupe'
  | 'synthetic-black'
  | 'synthetic-blush'
  | 'dual-fibre';

export type Ferrule = 'gold' | 'silver' | 'rose' | 'gunmetal' | 'copper';

export interface BrushLook {
  kind: 'brush';
  shape: HairShape;
  hair: Hair;
  /** Handle lacquer colour. */
  handle: string;
  ferrule: Ferrule;
  background: string;
  /** A ribbon tied round the handle (gifts). */
  ribbon?: string;
}

export interface BundleLook {
  kind: 'bundle';
  brushes: BrushLook[];
  /** The brush roll behind the bouquet. */
  wrap: string;
  background: string;
}

export interface AccessoryLook {
  kind: 'roll' | 'soap' | 'stand' | 'pouch' | 'guards';
  colour: string;
  accent: string;
  background: string;
}

export type Look = BrushLook | BundleLook | AccessoryLook;

/** The three product pictures: upright, lying at an angle, and a close-up of the hair. */
export type View = 'hero' | 'angled' | 'detail';

export const PORTRAIT = {width: 1200, height: 1500} as const;
export const WIDE = {width: 2400, height: 1000} as const;

interface Geometry {
  /** Hair width at the ferrule, widest hair width, hair length. */
  base: number;
  width: number;
  length: number;
  ferrule: number;
  handle: number;
  handleEnd: number;
}

const GEOMETRY: Record<HairShape, Geometry> = {
  pencil: {base: 26, width: 30, length: 70, ferrule: 150, handle: 620, handleEnd: 18},
  tapered: {base: 30, width: 46, length: 110, ferrule: 160, handle: 600, handleEnd: 20},
  blending: {base: 34, width: 64, length: 120, ferrule: 170, handle: 600, handleEnd: 22},
  liner: {base: 16, width: 14, length: 95, ferrule: 150, handle: 640, handleEnd: 16},
  shader: {base: 36, width: 46, length: 100, ferrule: 165, handle: 600, handleEnd: 22},
  angled: {base: 30, width: 36, length: 70, ferrule: 160, handle: 610, handleEnd: 20},
  smudger: {base: 26, width: 36, length: 42, ferrule: 150, handle: 620, handleEnd: 18},
  powder: {base: 90, width: 300, length: 330, ferrule: 190, handle: 520, handleEnd: 36},
  kabuki: {base: 110, width: 260, length: 210, ferrule: 130, handle: 260, handleEnd: 96},
  fan: {base: 50, width: 360, length: 250, ferrule: 170, handle: 540, handleEnd: 28},
  cheek: {base: 70, width: 190, length: 260, ferrule: 180, handle: 540, handleEnd: 30},
  foundation: {
    base: 80,
    width: 150,
    length: 180,
    ferrule: 180,
    handle: 540,
    handleEnd: 32,
  },
  contour: {base: 70, width: 160, length: 200, ferrule: 180, handle: 540, handleEnd: 30},
  highlighter: {
    base: 50,
    width: 120,
    length: 190,
    ferrule: 175,
    handle: 550,
    handleEnd: 26,
  },
  stippling: {
    base: 70,
    width: 110,
    length: 130,
    ferrule: 175,
    handle: 550,
    handleEnd: 30,
  },
};

const HAIR_COLOURS: Record<Hair, {root: string; tip: string; strand: string}> = {
  'goat-white': {root: '#e4dccb', tip: '#fbf8f1', strand: '#ffffff'},
  'goat-cream': {root: '#cdb88f', tip: '#f3e8d2', strand: '#fff8e8'},
  'saibikoho-white': {root: '#efeadf', tip: '#ffffff', strand: '#ffffff'},
  'squirrel-brown': {root: '#5d3f2a', tip: '#a8825f', strand: '#c9a27c'},
  'synthetic-taupe': {root: '#7e6859', tip: '#c9b3a3', strand: '#e0cfc2'},
  'synthetic-black': {root: '#1f1f22', tip: '#55555c', strand: '#8a8a92'},
  'synthetic-blush': {root: '#c58f88', tip: '#f1d3cd', strand: '#fbe9e5'},
  'dual-fibre': {root: '#2a2624', tip: '#f6f3ec', strand: '#ffffff'},
};

const FERRULE_STOPS: Record<Ferrule, string[]> = {
  gold: ['#7d6128', '#f6e7a8', '#c9a54a', '#fff3c4', '#8a6d2f'],
  silver: ['#6f7378', '#f4f5f7', '#a9adb3', '#ffffff', '#7b7f85'],
  rose: ['#8c5a4e', '#f7d3c6', '#c98f7f', '#ffe6dd', '#8f5f53'],
  gunmetal: ['#1d1e22', '#6b6e76', '#34363c', '#8d9099', '#1f2024'],
  copper: ['#6e3b1e', '#f0b58a', '#b86b3c', '#ffd2b0', '#723f22'],
};

/** A small deterministic generator (mulberry32) seeded from a string. */
function random(seed: string): () => number {
  let state = 0;
  for (let i = 0; i < seed.length; i++)
    state = (Math.imul(state, 31) + seed.charCodeAt(i)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number): string => String(Math.round(value * 10) / 10);

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** The hair outline, ferrule top at the origin, hair pointing up (negative y). */
function hairPath(shape: HairShape, g: Geometry): string {
  const b = g.base / 2;
  const w = g.width / 2;
  const h = g.length;
  switch (shape) {
    case 'tapered':
    case 'pencil':
    case 'liner':
    case 'highlighter':
      return `M ${-b} 0 C ${n(-w)} ${n(-h * 0.45)} ${n(-w * 0.3)} ${n(-h * 0.85)} 0 ${-h} C ${n(w * 0.3)} ${n(-h * 0.85)} ${n(w)} ${n(-h * 0.45)} ${b} 0 Z`;
    case 'blending':
    case 'smudger':
    case 'powder':
      return `M ${-b} 0 C ${n(-w * 1.15)} ${n(-h * 0.35)} ${n(-w)} ${-h} 0 ${-h} C ${n(w)} ${-h} ${n(w * 1.15)} ${n(-h * 0.35)} ${b} 0 Z`;
    case 'kabuki':
      return `M ${-b} 0 C ${n(-w * 1.1)} ${n(-h * 0.3)} ${n(-w * 1.05)} ${n(-h * 0.92)} ${n(-w * 0.5)} ${-h} Q 0 ${n(-h * 1.06)} ${n(w * 0.5)} ${-h} C ${n(w * 1.05)} ${n(-h * 0.92)} ${n(w * 1.1)} ${n(-h * 0.3)} ${b} 0 Z`;
    case 'shader':
      return `M ${-b} 0 L ${n(-w)} ${n(-h * 0.7)} C ${n(-w)} ${n(-h * 1.02)} ${n(w)} ${n(-h * 1.02)} ${n(w)} ${n(-h * 0.7)} L ${b} 0 Z`;
    case 'angled':
      return `M ${-b} 0 L ${n(-w)} ${n(-h * 0.55)} Q ${n(-w)} ${n(-h * 0.62)} ${n(-w * 0.8)} ${n(-h * 0.64)} L ${n(w * 0.85)} ${-h} Q ${n(w)} ${-h} ${n(w)} ${n(-h * 0.92)} L ${b} 0 Z`;
    case 'fan':
      return `M ${-b} 0 L ${n(-w)} ${n(-h * 0.82)} Q 0 ${n(-h * 1.12)} ${n(w)} ${n(-h * 0.82)} L ${b} 0 Z`;
    case 'cheek':
      return `M ${-b} 0 C ${n(-w * 1.05)} ${n(-h * 0.3)} ${n(-w * 0.95)} ${n(-h * 0.78)} 0 ${-h} C ${n(w * 0.95)} ${n(-h * 0.78)} ${n(w * 1.05)} ${n(-h * 0.3)} ${b} 0 Z`;
    case 'foundation':
    case 'stippling':
      return `M ${-b} 0 C ${n(-w * 1.05)} ${n(-h * 0.3)} ${n(-w)} ${n(-h * 0.85)} ${n(-w * 0.7)} ${-h} L ${n(w * 0.7)} ${-h} C ${n(w)} ${n(-h * 0.85)} ${n(w * 1.05)} ${n(-h * 0.3)} ${b} 0 Z`;
    case 'contour':
      return `M ${-b} 0 C ${n(-w * 1.05)} ${n(-h * 0.3)} ${n(-w)} ${n(-h * 0.7)} ${n(-w * 0.75)} ${n(-h * 0.78)} L ${n(w * 0.6)} ${-h} C ${n(w)} ${n(-h * 0.9)} ${n(w * 1.05)} ${n(-h * 0.3)} ${b} 0 Z`;
  }
}

interface Drawing {
  defs: string[];
  body: string;
}

/** One brush in its own coordinates: ferrule top at the origin, hair up, handle down. */
function drawBrush(look: BrushLook, id: string): Drawing {
  const g = GEOMETRY[look.shape];
  const rand = random(`${id}:${look.shape}:${look.hair}`);
  const hair = HAIR_COLOURS[look.hair];
  const defs: string[] = [];

  const hairGradient = `${id}-hair`;
  const dualFibre = look.hair === 'dual-fibre';
  defs.push(
    `<linearGradient id="${hairGradient}" x1="0" y1="1" x2="0" y2="0">` +
      `<stop offset="0" stop-color="${hair.root}"/>` +
      (dualFibre
        ? `<stop offset="0.5" stop-color="${hair.root}"/><stop offset="0.62" stop-color="${hair.tip}"/>`
        : `<stop offset="0.45" stop-color="${shade(hair.root, 0.25)}"/>`) +
      `<stop offset="1" stop-color="${hair.tip}"/></linearGradient>`,
  );
  const clip = `${id}-clip`;
  const outline = hairPath(look.shape, g);
  defs.push(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`);

  const strands: string[] = [];
  const strandCount = Math.round(24 + g.width / 4);
  for (let i = 0; i < strandCount; i++) {
    const x0 = (rand() - 0.5) * g.base;
    const x1 = (rand() - 0.5) * g.width * 1.1;
    const bend = (rand() - 0.5) * g.width * 0.25;
    const top = -g.length * (0.75 + rand() * 0.3);
    strands.push(
      `<path d="M ${n(x0)} 0 Q ${n((x0 + x1) / 2 + bend)} ${n(top / 2)} ${n(x1)} ${n(top)}" ` +
        `stroke="${i % 3 === 0 ? shade(hair.root, -0.2) : hair.strand}" stroke-width="${n(0.8 + rand() * 1.6)}" ` +
        `fill="none" opacity="${n(0.18 + rand() * 0.3)}"/>`,
    );
  }

  const ferruleGradient = `${id}-ferrule`;
  const stops = FERRULE_STOPS[look.ferrule];
  defs.push(
    `<linearGradient id="${ferruleGradient}" x1="0" y1="0" x2="1" y2="0">` +
      stops
        .map(
          (colour, i) =>
            `<stop offset="${n(i / (stops.length - 1))}" stop-color="${colour}"/>`,
        )
        .join('') +
      `</linearGradient>`,
  );
  const handleGradient = `${id}-handle`;
  defs.push(
    `<linearGradient id="${handleGradient}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${shade(look.handle, -0.25)}"/>` +
      `<stop offset="0.28" stop-color="${shade(look.handle, 0.35)}"/>` +
      `<stop offset="0.45" stop-color="${look.handle}"/>` +
      `<stop offset="1" stop-color="${shade(look.handle, -0.45)}"/></linearGradient>`,
  );

  const fb = g.base / 2;
  const handleTop = Math.max(g.base * 0.8, 28) / 2;
  const ft = g.ferrule;
  const ferrule =
    `<path d="M ${n(-fb * 1.04)} 0 L ${n(fb * 1.04)} 0 L ${n(handleTop)} ${ft} L ${n(-handleTop)} ${ft} Z" fill="url(#${ferruleGradient})"/>` +
    [0.78, 0.86]
      .map((at) => {
        const half = fb + (handleTop - fb) * at;
        return `<line x1="${n(-half)}" y1="${n(ft * at)}" x2="${n(half)}" y2="${n(ft * at)}" stroke="${stops[0]}" stroke-width="2" opacity="0.6"/>`;
      })
      .join('');

  const bulge = handleTop * 1.12;
  const end = g.handleEnd / 2;
  const hb = ft + g.handle;
  const handle =
    `<path d="M ${n(-handleTop)} ${ft} C ${n(-bulge)} ${n(ft + g.handle * 0.25)} ${n(-end * 1.1)} ${n(ft + g.handle * 0.7)} ${n(-end)} ${n(hb)} ` +
    `Q 0 ${n(hb + end * 1.4)} ${n(end)} ${n(hb)} C ${n(end * 1.1)} ${n(ft + g.handle * 0.7)} ${n(bulge)} ${n(ft + g.handle * 0.25)} ${n(handleTop)} ${ft} Z" ` +
    `fill="url(#${handleGradient})"/>`;

  const ribbon = look.ribbon
    ? `<g transform="translate(0 ${n(ft + g.handle * 0.18)})">` +
      `<rect x="${n(-bulge * 1.05)}" y="-9" width="${n(bulge * 2.1)}" height="18" fill="${look.ribbon}"/>` +
      `<path d="M 0 0 C -60 -50 -90 10 -20 8 Z M 0 0 C 60 -50 90 10 20 8 Z" fill="${look.ribbon}"/>` +
      `<path d="M -6 6 L -40 70 L -22 64 M 6 6 L 40 70 L 22 64" stroke="${look.ribbon}" stroke-width="12" fill="none"/></g>`
    : '';

  const body =
    `<g>${handle}${ribbon}${ferrule}` +
    `<path d="${outline}" fill="url(#${hairGradient})"/>` +
    `<g clip-path="url(#${clip})">${strands.join('')}</g>` +
    `<path d="${outline}" fill="none" stroke="${shade(hair.root, -0.3)}" stroke-width="1.2" opacity="0.35"/></g>`;
  return {defs, body};
}

function brushExtent(look: BrushLook): {top: number; bottom: number; width: number} {
  const g = GEOMETRY[look.shape];
  return {top: -g.length, bottom: g.ferrule + g.handle + g.handleEnd, width: g.width};
}

function background(colour: string, width: number, height: number, id: string): Drawing {
  return {
    defs: [
      `<radialGradient id="${id}-bg" cx="0.45" cy="0.35" r="0.9">` +
        `<stop offset="0" stop-color="${shade(colour, 0.35)}"/>` +
        `<stop offset="1" stop-color="${shade(colour, -0.08)}"/></radialGradient>`,
      `<filter id="${id}-shadow" x="-50%" y="-50%" width="200%" height="200%">` +
        `<feGaussianBlur stdDeviation="14"/></filter>`,
    ],
    body: `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
  };
}

/** A brush placed on the canvas: centred, turned by `angle` degrees, scaled to fit. */
function placedBrush(
  look: BrushLook,
  id: string,
  box: {x: number; y: number; width: number; height: number},
  angle: number,
  zoom = 1,
): Drawing {
  const extent = brushExtent(look);
  const length = extent.bottom - extent.top;
  const radians = (Math.abs(angle) * Math.PI) / 180;
  const spanY = length * Math.cos(radians) + extent.width * Math.sin(radians);
  const spanX = length * Math.sin(radians) + extent.width * Math.cos(radians);
  const scale = Math.min(box.height / spanY, box.width / spanX) * zoom;
  const middle = (extent.top + extent.bottom) / 2;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const brush = drawBrush(look, id);
  const transform = `translate(${n(cx)} ${n(cy)}) rotate(${angle}) scale(${Math.round(scale * 1000) / 1000}) translate(0 ${n(-middle)})`;
  return {
    defs: brush.defs,
    body:
      `<g transform="translate(18 26)" filter="url(#${id}-drop)" opacity="0.28"><g transform="${transform}">` +
      `<path d="${hairPath(look.shape, GEOMETRY[look.shape])}" fill="#000"/>` +
      `<rect x="${n(-GEOMETRY[look.shape].base / 2)}" y="0" width="${GEOMETRY[look.shape].base}" height="${n(extent.bottom)}" rx="${n(GEOMETRY[look.shape].base / 2)}" fill="#000"/></g></g>` +
      `<g transform="${transform}">${brush.body}</g>`,
  };
}

function svg(width: number, height: number, parts: Drawing[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${parts.flatMap((part) => part.defs).join('')}</defs>` +
    parts.map((part) => part.body).join('') +
    `</svg>`
  );
}

function dropShadowFilter(id: string): Drawing {
  return {
    defs: [
      `<filter id="${id}-drop" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>`,
    ],
    body: '',
  };
}

function drawBrushView(look: BrushLook, id: string, view: View): string {
  const {width, height} = PORTRAIT;
  const tint =
    view === 'angled'
      ? shade(look.background, 0.25)
      : view === 'detail'
        ? shade(look.background, -0.12)
        : look.background;
  const parts = [background(tint, width, height, id), dropShadowFilter(id)];
  if (view === 'hero') {
    parts.push(placedBrush(look, id, {x: 150, y: 110, width: 900, height: 1280}, -8));
  } else if (view === 'angled') {
    parts.push(placedBrush(look, id, {x: 80, y: 160, width: 1040, height: 1180}, 38));
  } else {
    // Close-up: the brush drawn large and shifted so the hair and ferrule fill the frame.
    const g = GEOMETRY[look.shape];
    const focus = g.length + g.ferrule * 1.4;
    const scale = Math.min((height * 0.9) / focus, (width * 0.8) / g.width);
    const brush = drawBrush(look, id);
    parts.push({
      defs: brush.defs,
      body: `<g transform="translate(${width / 2} ${n(height * 0.08 + g.length * scale)}) rotate(-4) scale(${Math.round(scale * 1000) / 1000})">${brush.body}</g>`,
    });
  }
  return svg(width, height, parts);
}

function drawBundle(look: BundleLook, id: string, view: View, wide = false): string {
  const {width, height} = wide ? WIDE : PORTRAIT;
  const tint = view === 'angled' ? shade(look.background, 0.2) : look.background;
  const parts: Drawing[] = [background(tint, width, height, id), dropShadowFilter(id)];
  const rollWidth = wide ? 1500 : 900;
  const rollHeight = wide ? 620 : 760;
  const rx = (width - rollWidth) / 2;
  const ry = wide ? 220 : 520;
  parts.push({
    defs: [],
    body:
      `<rect x="${rx}" y="${ry}" width="${rollWidth}" height="${rollHeight}" rx="40" fill="${look.wrap}"/>` +
      `<rect x="${rx + 24}" y="${ry + 24}" width="${rollWidth - 48}" height="${rollHeight - 48}" rx="28" fill="none" stroke="${shade(look.wrap, 0.4)}" stroke-width="4" stroke-dasharray="14 10"/>` +
      `<rect x="${rx - 10}" y="${ry + rollHeight * 0.62}" width="${rollWidth + 20}" height="70" fill="${shade(look.wrap, -0.25)}"/>`,
  });
  const count = look.brushes.length;
  const spread = view === 'angled' ? 14 : 26;
  look.brushes.forEach((brush, index) => {
    const angle = count === 1 ? 0 : -spread + (2 * spread * index) / (count - 1);
    const slot = wide ? rollWidth / count : rollWidth / (count + 0.5);
    parts.push(
      placedBrush(
        brush,
        `${id}-b${index}`,
        {
          x: rx + slot * index + (wide ? 0 : slot * 0.25),
          y: wide ? 60 : 90,
          width: slot,
          height: wide ? 880 : 1300,
        },
        angle,
      ),
    );
    parts.push(dropShadowFilter(`${id}-b${index}`));
  });
  return svg(width, height, parts);
}

function drawAccessory(look: AccessoryLook, id: string, view: View): string {
  const {width, height} = PORTRAIT;
  const tint =
    view === 'angled'
      ? shade(look.background, 0.25)
      : view === 'detail'
        ? shade(look.background, -0.1)
        : look.background;
  const parts: Drawing[] = [background(tint, width, height, id)];
  const zoom = view === 'detail' ? 1.5 : 1;
  const turn = view === 'angled' ? -14 : 0;
  const c = look.colour;
  const a = look.accent;
  let body = '';
  switch (look.kind) {
    case 'roll':
      body =
        `<rect x="-360" y="-220" width="720" height="440" rx="60" fill="${c}"/>` +
        `<ellipse cx="-360" cy="0" rx="70" ry="220" fill="${shade(c, -0.2)}"/>` +
        `<ellipse cx="360" cy="0" rx="70" ry="220" fill="${shade(c, 0.15)}"/>` +
        `<path d="M -300 -200 L 300 -200 M -300 200 L 300 200" stroke="${shade(c, 0.45)}" stroke-width="5" stroke-dasharray="16 12"/>` +
        `<rect x="-60" y="-240" width="120" height="480" fill="${a}"/>` +
        `<rect x="-80" y="-40" width="160" height="80" rx="14" fill="${shade(a, -0.2)}"/>`;
      break;
    case 'soap':
      body =
        `<ellipse cx="0" cy="170" rx="380" ry="90" fill="${shade(a, -0.15)}"/>` +
        `<ellipse cx="0" cy="150" rx="360" ry="80" fill="${a}"/>` +
        `<rect x="-280" y="-170" width="560" height="320" rx="90" fill="${c}"/>` +
        `<rect x="-240" y="-140" width="480" height="250" rx="70" fill="${shade(c, 0.2)}"/>` +
        `<circle cx="0" cy="-15" r="70" fill="none" stroke="${shade(c, -0.2)}" stroke-width="10"/>` +
        `<path d="M -30 20 Q 0 -90 30 20" fill="none" stroke="${shade(c, -0.2)}" stroke-width="10"/>`;
      break;
    case 'stand':
      body =
        `<ellipse cx="0" cy="420" rx="320" ry="60" fill="${shade(c, -0.2)}"/>` +
        `<rect x="-22" y="-300" width="44" height="720" fill="${c}"/>` +
        `<rect x="-330" y="-330" width="660" height="60" rx="20" fill="${c}"/>` +
        [-240, -120, 0, 120, 240]
          .map(
            (x, i) =>
              `<g transform="translate(${x} -270)"><rect x="-9" y="0" width="18" height="${260 + (i % 2) * 60}" rx="8" fill="${a}"/>` +
              `<path d="M -14 ${260 + (i % 2) * 60} C -34 ${330 + (i % 2) * 60} 34 ${330 + (i % 2) * 60} 14 ${260 + (i % 2) * 60} Z" fill="#efe7d8"/></g>`,
          )
          .join('');
      break;
    case 'pouch':
      body =
        `<path d="M -330 -200 Q 0 -250 330 -200 L 360 220 Q 0 290 -360 220 Z" fill="${c}"/>` +
        `<path d="M -320 -150 Q 0 -195 320 -150" stroke="${a}" stroke-width="16" fill="none"/>` +
        `<path d="M -320 -150 Q 0 -195 320 -150" stroke="${shade(a, -0.4)}" stroke-width="4" stroke-dasharray="6 6" fill="none"/>` +
        `<rect x="260" y="-170" width="30" height="90" rx="10" fill="${shade(a, -0.2)}"/>` +
        `<circle cx="0" cy="40" r="60" fill="${shade(c, 0.25)}"/>`;
      break;
    case 'guards':
      body =
        `<defs><pattern id="${id}-mesh" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<rect width="18" height="18" fill="${c}"/><path d="M 0 0 L 0 18 M 0 0 L 18 0" stroke="${a}" stroke-width="4"/></pattern></defs>` +
        [-270, -90, 90, 270]
          .map(
            (x, i) =>
              `<rect x="${x - 60}" y="${-300 + (i % 2) * 40}" width="120" height="560" rx="50" fill="url(#${id}-mesh)" stroke="${shade(a, -0.3)}" stroke-width="4"/>`,
          )
          .join('');
      break;
  }
  parts.push({
    defs: [],
    body: `<g transform="translate(${width / 2} ${height / 2}) rotate(${turn}) scale(${zoom})">${body}</g>`,
  });
  return svg(width, height, parts);
}

/** The picture for one view of a product. */
export function drawProductImage(look: Look, id: string, view: View): string {
  if (look.kind === 'brush') return drawBrushView(look, id, view);
  if (look.kind === 'bundle') return drawBundle(look, id, view);
  return drawAccessory(look, id, view);
}

/** A landscape banner (the imageWide metafield): the brush lying across the frame. */
export function drawWideImage(look: Look, id: string): string {
  const {width, height} = WIDE;
  if (look.kind === 'bundle') return drawBundle(look, id, 'hero', true);
  const brush: BrushLook =
    look.kind === 'brush'
      ? look
      : {
          kind: 'brush',
          shape: 'kabuki',
          hair: 'goat-cream',
          handle: look.colour,
          ferrule: 'gold',
          background: look.background,
        };
  const parts = [background(brush.background, width, height, id), dropShadowFilter(id)];
  const rand = random(`${id}:wide`);
  const dots = Array.from(
    {length: 40},
    () =>
      `<circle cx="${n(rand() * width)}" cy="${n(rand() * height)}" r="${n(3 + rand() * 9)}" fill="#ffffff" opacity="${n(0.15 + rand() * 0.3)}"/>`,
  ).join('');
  parts.push({defs: [], body: dots});
  parts.push(
    placedBrush(brush, `${id}-w`, {x: 300, y: 80, width: 1800, height: 840}, 90),
  );
  parts.push(dropShadowFilter(`${id}-w`));
  return svg(width, height, parts);
}

/** The secret shop's picture of a product: the brush on a night sky. */
export function drawSecretShopImage(look: Look, id: string): string {
  const {width, height} = PORTRAIT;
  const brush: BrushLook =
    look.kind === 'brush'
      ? {...look, ferrule: 'gold'}
      : {
          kind: 'brush',
          shape: 'powder',
          hair: 'saibikoho-white',
          handle: '#1c1a2b',
          ferrule: 'gold',
          background: '#221d36',
        };
  const rand = random(`${id}:stars`);
  const stars = Array.from(
    {length: 90},
    () =>
      `<circle cx="${n(rand() * width)}" cy="${n(rand() * height)}" r="${n(1 + rand() * 3.5)}" fill="#fff6d8" opacity="${n(0.3 + rand() * 0.7)}"/>`,
  ).join('');
  return svg(width, height, [
    background('#221d36', width, height, id),
    {defs: [], body: stars},
    dropShadowFilter(id),
    placedBrush(brush, id, {x: 200, y: 150, width: 800, height: 1200}, -14),
  ]);
}

/** A collection's picture: up to five of its brushes fanned out. */
export function drawCollectionImage(
  looks: BrushLook[],
  background: string,
  id: string,
): string {
  return drawBundle(
    {
      kind: 'bundle',
      brushes: looks.slice(0, 5),
      wrap: shade(background, -0.35),
      background,
    },
    id,
    'hero',
  );
}

/** The shop's logo: a brush stroke and the name. */
export function drawLogo(name: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200" viewBox="0 0 800 200">` +
    `<path d="M 30 140 C 60 40 150 30 190 90 C 215 130 170 170 120 150" fill="none" stroke="#1d1b1a" stroke-width="18" stroke-linecap="round"/>` +
    `<circle cx="190" cy="60" r="10" fill="#b8953c"/>` +
    `<text x="230" y="130" font-family="DejaVu Serif, serif" font-size="76" letter-spacing="4" fill="#1d1b1a">${name}</text></svg>`
  );
}
