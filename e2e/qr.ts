// Reads a QR code from a screenshot of it, as a phone's camera app would: the image's pixels are sampled into the
// module grid, then the format, mask, codewords and segments are read (ISO/IEC 18004). It reads the clean, upright
// codes a screen draws (no perspective, no damage: no error correction), versions 1 to 10.
import type { Locator, Page } from '@playwright/test';

type Grid = boolean[][];

/** The pixels of an element's screenshot (RGBA), drawn in a blank page of the same browser (no site CSP there). */
async function pixelsOf(page: Page, element: Locator): Promise<{ width: number; height: number; data: number[] }> {
  await element.scrollIntoViewIfNeeded();
  // inside the element's box by a pixel or two: a box at a fractional position shows a line of the page around it
  const box = await element.boundingBox();
  if (!box) throw new Error('the QR code is not shown');
  const x = Math.ceil(box.x) + 1;
  const y = Math.ceil(box.y) + 1;
  const clip = { x, y, width: Math.floor(box.x + box.width) - 1 - x, height: Math.floor(box.y + box.height) - 1 - y };
  const png = (await page.screenshot({ clip })).toString('base64');
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return { width: bitmap.width, height: bitmap.height, data: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data) };
    }, png);
  } finally {
    await blank.close();
  }
}

/** The module grid: the symbol's extent from its dark pixels (rounded corners of the frame left out), the module size from the finder. */
export function sampleGrid({ width, height, data }: { width: number; height: number; data: number[] }): Grid {
  const dark = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]! < 128;
  };
  const inner = (size: number) => [Math.ceil(size * 0.1), Math.floor(size * 0.9)] as const;
  const [x0, x1] = inner(width);
  const [y0, y1] = inner(height);
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y += 1)
    for (let x = x0; x <= x1; x += 1)
      if (dark(x, y)) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  for (let x = 0; x < width; x += 1)
    for (let y = y0; y <= y1; y += 1)
      if (dark(x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  if (right < 0 || bottom < 0) throw new Error('no QR code in the image');
  // the top-left finder's top edge is 7 modules of dark
  let run = 0;
  while (dark(left + run, top)) run += 1;
  const module = run / 7;
  const size = Math.round((right - left + 1) / module);
  if ((size - 17) % 4 !== 0) throw new Error(`not a QR symbol size: ${size} modules`);
  const step = (right - left + 1) / size;
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => dark(Math.floor(left + (c + 0.5) * step), Math.floor(top + (r + 0.5) * step))),
  );
}

// Per error correction level (L, M, Q, H) and version 1..10: codewords of error correction per block, and blocks.
const EC_PER_BLOCK: Record<string, number[]> = {
  L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
};
const BLOCKS: Record<string, number[]> = {
  L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
};
const LEVELS = ['M', 'L', 'H', 'Q'];

const MASKS: ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let pos = size - 7; centres.length < count; pos -= step) centres.splice(1, 0, pos);
  return centres;
}

/** Finders with separators and format areas, timing lines, alignment patterns, version areas. */
function functionModules(version: number): Grid {
  const size = version * 4 + 17;
  const fn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (r0: number, c0: number, rows: number, cols: number) => {
    for (let r = r0; r < r0 + rows; r += 1) for (let c = c0; c < c0 + cols; c += 1) fn[r]![c] = true;
  };
  mark(0, 0, 9, 9);
  mark(0, size - 8, 9, 8);
  mark(size - 8, 0, 8, 9);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const centres = alignmentCentres(version);
  for (const r of centres)
    for (const c of centres) {
      const onFinder = (r === 6 && c === 6) || (r === 6 && c === size - 7) || (r === size - 7 && c === 6);
      if (!onFinder) mark(r - 2, c - 2, 5, 5);
    }
  if (version >= 7) {
    mark(0, size - 11, 6, 3);
    mark(size - 11, 0, 3, 6);
  }
  return fn;
}

/** The text a module grid holds (byte, alphanumeric and numeric segments). */
export function decodeGrid(grid: Grid): string {
  const size = grid.length;
  const version = (size - 17) / 4;
  if (version < 1 || version > 10) throw new Error(`version ${version} is not read here`);
  // format: row 8 (columns 0-5, 7, 8), then column 8 (rows 7, 5-0), most significant bit first
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const format = cells.reduce((bits, [r, c]) => (bits << 1) | (grid[r]![c] ? 1 : 0), 0) ^ 0x5412;
  const level = LEVELS[format >> 13]!;
  const mask = MASKS[(format >> 10) & 7]!;

  const fn = functionModules(version);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1)
      for (let j = 0; j < 2; j += 1) {
        const c = right - j;
        const upward = ((right + 1) & 2) === 0;
        const r = upward ? size - 1 - vert : vert;
        if (!fn[r]![c]) bits.push(grid[r]![c] !== mask(r, c) ? 1 : 0);
      }
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));

  // de-interleave the data codewords of the blocks (short blocks first, long blocks one codeword more)
  const blocks = BLOCKS[level]![version - 1]!;
  const ecLength = EC_PER_BLOCK[level]![version - 1]!;
  const shortLength = Math.floor(codewords.length / blocks);
  const shortBlocks = blocks - (codewords.length % blocks);
  const dataLengths = Array.from({ length: blocks }, (_, b) => shortLength - ecLength + (b < shortBlocks ? 0 : 1));
  const data: number[][] = dataLengths.map(() => []);
  let next = 0;
  for (let i = 0; i < Math.max(...dataLengths); i += 1) for (let b = 0; b < blocks; b += 1) if (i < dataLengths[b]!) data[b]!.push(codewords[next++]!);

  const stream = data.flat().flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));
  let at = 0;
  const read = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i += 1) value = (value << 1) | (stream[at++] ?? 0);
    return value;
  };
  const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
  const bytes: number[] = [];
  while (at + 4 <= stream.length) {
    const mode = read(4);
    if (mode === 0) break;
    if (mode === 4) {
      for (let n = read(version < 10 ? 8 : 16); n > 0; n -= 1) bytes.push(read(8));
    } else if (mode === 2) {
      let n = read(version < 10 ? 9 : 11);
      for (; n >= 2; n -= 2) {
        const pair = read(11);
        bytes.push(ALPHANUMERIC.charCodeAt(Math.floor(pair / 45)), ALPHANUMERIC.charCodeAt(pair % 45));
      }
      if (n === 1) bytes.push(ALPHANUMERIC.charCodeAt(read(6)));
    } else if (mode === 1) {
      let n = read(version < 10 ? 10 : 12);
      for (; n >= 3; n -= 3) bytes.push(...[...String(read(10)).padStart(3, '0')].map((d) => d.charCodeAt(0)));
      if (n === 2) bytes.push(...[...String(read(7)).padStart(2, '0')].map((d) => d.charCodeAt(0)));
      if (n === 1) bytes.push(String(read(4)).charCodeAt(0));
    } else {
      throw new Error(`segment mode ${mode} is not read here`);
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The text of the QR code an element shows, read from its screenshot. */
export async function readQrCode(page: Page, element: Locator): Promise<string> {
  return decodeGrid(sampleGrid(await pixelsOf(page, element)));
}
