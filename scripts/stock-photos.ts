/**
 * Builds the embedded stock photos (public/stock/) from the public-domain free-exercise-db
 * pictures (Unlicense) in the shared reference data: a spread of categories and equipment,
 * re-encoded as JPEG, with a manifest of keywords, licence and source. Run once by hand:
 *   npx tsx scripts/stock-photos.ts /work/shared/data
 * The app reads only public/stock/ at run time.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const src = process.argv[2];
if (!src) throw new Error("usage: stock-photos.ts <shared data folder>");
const out = path.join(process.cwd(), "public", "stock");
const PER_CATEGORY: Record<string, number> = { cardio: 8, "olympic weightlifting": 6, plyometrics: 8, powerlifting: 6, strength: 24, stretching: 10, strongman: 4 };

type Row = Record<string, string>;
const [head, ...lines] = fs.readFileSync(path.join(src, "exercises.tsv"), "utf8").trim().split("\n");
const cols = head.split("\t");
const rows: Row[] = lines.map((l) => Object.fromEntries(l.split("\t").map((v, i) => [cols[i], v])));

// Spread each category's picks over its equipment, in a fixed order (same output every run).
const picks: Row[] = [];
for (const [category, n] of Object.entries(PER_CATEGORY)) {
  const inCat = rows.filter((r) => r.category === category && Number(r.images) > 0).sort((a, b) => a.key.localeCompare(b.key));
  const byEquipment = new Map<string, Row[]>();
  for (const r of inCat) byEquipment.set(r.equipment || "other", [...(byEquipment.get(r.equipment || "other") ?? []), r]);
  const queues = [...byEquipment.values()];
  for (let i = 0; picks.filter((p) => p.category === category).length < n && queues.some((q) => q.length); i++) {
    const q = queues[i % queues.length];
    const r = q.shift();
    if (r) picks.push(r);
  }
}

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);
async function main() {
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const manifest = [];
for (const r of picks) {
  const file = `${r.key.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}.jpg`;
  const info = await sharp(path.join(src, "exercise-images", r.key, "0.webp"))
    .resize({ width: 1280, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(out, file));
  const keywords = [...new Set(["fitness", "exercise", "workout", "training", r.category, r.equipment, r.level, ...r.primary_muscles.split("|"), ...r.secondary_muscles.split("|"), ...words(r.name)].filter(Boolean).map((k) => k.toLowerCase()))];
  manifest.push({
    id: file.replace(/\.jpg$/, ""),
    file,
    alt: r.name,
    width: info.width,
    height: info.height,
    keywords,
    licence: "Public domain (The Unlicense)",
    source: "free-exercise-db (github.com/yuhonas/free-exercise-db)",
  });
}
fs.writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`${manifest.length} stock photos written to ${out}`);
}

void main();
