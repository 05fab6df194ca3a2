#!/usr/bin/env node
/**
 * Draws the app logo (a blue rounded square with a white "KI" built from rectangles and polygons and
 * a teal underline) and writes the PWA icons as PNG, plus the matching favicon.svg.
 * No image libraries: shapes are rasterised with 4×4 supersampling into an RGBA buffer and encoded
 * as PNG with node:zlib (chunks and CRC32 written here).
 *
 *   node scripts/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BLUE = [0x1d, 0x4e, 0x89];
const WHITE = [0xff, 0xff, 0xff];
const TEAL = [0x2a, 0x9d, 0x8f];

// The mark in a 100 × 100 design space.
const stem = { x: 18, y: 22, w: 12, h: 46 };
const upperArm = [
  [30, 40],
  [50, 22],
  [65, 22],
  [30, 56],
];
const lowerArm = [
  [38, 47],
  [47, 38],
  [66, 68],
  [51, 68],
];
const letterI = { x: 72, y: 22, w: 12, h: 46 };
const underline = { x: 18, y: 75, w: 66, h: 5, r: 2.5 };

// ---------------------------------------------------------------- geometry
function inRect(px, py, { x, y, w, h }) {
  return px >= x && px < x + w && py >= y && py < y + h;
}

function inRoundRect(px, py, { x, y, w, h, r }) {
  if (!inRect(px, py, { x, y, w, h })) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

function inPolygon(px, py, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Maps a design-space point through a scale around the centre (50, 50). */
const scaled = (s) => (px, py) => [50 + (px - 50) / s, 50 + (py - 50) / s];

/**
 * Layers from bottom to top: [colour, inside(x, y)] in design space.
 * variant 'rounded': transparent corners; 'full': full-bleed background (maskable, apple-touch).
 */
function layers(variant, markScale) {
  const toMark = scaled(markScale);
  const mark = (test) => (x, y) => test(...toMark(x, y));
  const background =
    variant === 'rounded' ? (x, y) => inRoundRect(x, y, { x: 0, y: 0, w: 100, h: 100, r: 22 }) : () => true;
  return [
    [BLUE, background],
    [
      WHITE,
      mark(
        (x, y) => inRect(x, y, stem) || inRect(x, y, letterI) || inPolygon(x, y, upperArm) || inPolygon(x, y, lowerArm),
      ),
    ],
    [TEAL, mark((x, y) => inRoundRect(x, y, underline))],
  ];
}

// ---------------------------------------------------------------- raster
function render(size, variant, markScale) {
  const S = 4; // supersamples per axis
  const stack = layers(variant, markScale);
  const px = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const dx = ((x + (sx + 0.5) / S) / size) * 100;
          const dy = ((y + (sy + 0.5) / S) / size) * 100;
          let colour = null;
          for (const [c, inside] of stack) if (inside(dx, dy)) colour = c;
          if (colour) {
            r += colour[0];
            g += colour[1];
            b += colour[2];
            a += 1;
          }
        }
      }
      const i = (y * size + x) * 4;
      if (a > 0) {
        px[i] = Math.round(r / a);
        px[i + 1] = Math.round(g / a);
        px[i + 2] = Math.round(b / a);
        px[i + 3] = Math.round((a / (S * S)) * 255);
      }
    }
  }
  return px;
}

// ---------------------------------------------------------------- PNG
const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // no interlace
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- SVG
const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const points = (pts) => pts.map(([x, y]) => `${x},${y}`).join(' ');
const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <title>KI-Kompetenzzentrum Sozialwirtschaft</title>
  <rect width="100" height="100" rx="22" fill="${hex(BLUE)}"/>
  <g fill="${hex(WHITE)}">
    <rect x="${stem.x}" y="${stem.y}" width="${stem.w}" height="${stem.h}"/>
    <polygon points="${points(upperArm)}"/>
    <polygon points="${points(lowerArm)}"/>
    <rect x="${letterI.x}" y="${letterI.y}" width="${letterI.w}" height="${letterI.h}"/>
  </g>
  <rect x="${underline.x}" y="${underline.y}" width="${underline.w}" height="${underline.h}" rx="${underline.r}" fill="${hex(TEAL)}"/>
</svg>
`;

// ---------------------------------------------------------------- output
const outputs = [
  ['public/icons/icon-192.png', 192, 'rounded', 1],
  ['public/icons/icon-512.png', 512, 'rounded', 1],
  // Maskable: full-bleed background, mark shrunk so it stays inside the central 80 % safe zone.
  ['public/icons/icon-512-maskable.png', 512, 'full', 0.7],
  // iOS rounds the corners itself and shows transparency as black, so fill the whole square.
  ['public/apple-touch-icon.png', 180, 'full', 0.85],
];

for (const [file, size, variant, markScale] of outputs) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, encodePng(size, render(size, variant, markScale)));
  console.log(`wrote ${file} (${size}×${size})`);
}
writeFileSync(join(root, 'public/favicon.svg'), faviconSvg);
console.log('wrote public/favicon.svg');
