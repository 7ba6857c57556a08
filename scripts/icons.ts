/**
 * Regenerates the raster icons in public/ from public/icon.svg (run after changing the SVG:
 * `npx tsx scripts/icons.ts`). The outputs are committed: nothing is generated at build time.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const PUBLIC = path.join(import.meta.dirname, "..", "public");
const svg = fs.readFileSync(path.join(PUBLIC, "icon.svg"));
const BRAND = "#1a66d4";

const png = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** iOS and Android masks crop the corners: a full-bleed square with the mark in the safe zone. */
async function fullBleed(size: number, inner: number) {
  const mark = await sharp(svg, { density: 300 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images (supported by every current browser and Windows Vista on). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const write = (name: string, data: Buffer) => fs.writeFileSync(path.join(PUBLIC, name), data);
  write("favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))));
  write("icon-192.png", await png(192));
  write("icon-512.png", await png(512));
  write("icon-maskable-512.png", await fullBleed(512, 400));
  write("apple-touch-icon.png", await fullBleed(180, 150));
}

main();
