// Writes the web-app icons (public/icons/*.png): a teal square with a white "R" from a 5×7 bitmap.
// Run with `node scripts/make-icons.mjs`; the PNGs are committed, so builds do not need this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
const TEAL = [0x0f, 0x76, 0x6e];
const WHITE = [0xff, 0xff, 0xff];
const R = ['11110', '10001', '10001', '11110', '10100', '10010', '10001'];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
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

/** `glyph` is the share of the side the letter's height takes: maskable icons keep it inside the safe zone. */
function icon(size, glyph) {
  const cell = Math.floor((size * glyph) / R.length);
  const left = Math.floor((size - cell * 5) / 2);
  const top = Math.floor((size - cell * R.length) / 2);
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const gx = Math.floor((x - left) / cell);
      const gy = Math.floor((y - top) / cell);
      const on = x >= left && y >= top && gy < R.length && gx < 5 && R[gy][gx] === '1';
      const [r, g, b] = on ? WHITE : TEAL;
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
const files = {
  'icon-192.png': icon(192, 0.55),
  'icon-512.png': icon(512, 0.55),
  'maskable-512.png': icon(512, 0.4),
  'apple-touch-icon.png': icon(180, 0.5),
};
for (const [name, png] of Object.entries(files)) {
  writeFileSync(join(OUT, name), png);
  console.log(`public/icons/${name} ${png.length} bytes`);
}
