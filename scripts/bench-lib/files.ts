/**
 * `npm run bench -- --files [--images N] [--zip-mb M] [--uploads K] [--duration S] [--postgres] [--fresh] [--build]`
 *
 * The file and image library (issue 13), against `next start` like the contact bench:
 *   - GET /image-library/images over N library images (default 100,000) vs the trivial route
 *     (target: at least 0.5 of its req/s at 32 connections), and page 1000 vs page 1 (target:
 *     p50 within 1.2x at 1 connection);
 *   - GET /file/download?ids=… : files.zip of M MB (default 1024) read as it streams, with the
 *     server's peak resident memory growth (target: flat, at most 64 MB);
 *   - K image uploads (default 100) through POST /image-library/upload, 4 at a time: images/s.
 * Smaller sizes make a quick check: `--images 2000 --zip-mb 64 --uploads 10 --duration 2`.
 *
 * Data: embedded in .data-bench-files/ (marker bench-files-seed.json, re-seeded when the size or
 * the migrations change); --postgres in database coachos_bench_files (BENCH_PG_FILES_DB) on
 * BENCH_PG_URL. The zip's parts are sparse files written into the run's DATA_DIR each run.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { treeRss } from "./measure";
import { deepPageTarget, measureRoutes, prepareBenchData, reportBench, runSeed, shareTarget, type ModuleBenchFlags, type Target } from "./module-bench";
import { apiLogin, ensureBuilt, startServer } from "./server";

const LIST_SHARE = 0.5;
const DEEP_RATIO = 1.2;
const ZIP_RSS_MB = 64;
const UPLOAD_CONCURRENCY = 4;
const LIBRARY_PER_PAGE = 12;

type Seeded = { userId: number; images: number; zipParts: { id: number; storageKey: string; size: number }[] };
export type FilesBenchOptions = ModuleBenchFlags & { images: number; zipMb: number; uploads: number };

/** The zip's parts as sparse files where the app's local store reads them. */
function writeZipParts(dataDir: string, parts: Seeded["zipParts"]) {
  for (const p of parts) {
    const file = path.join(dataDir, "uploads", p.storageKey);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, "w");
    fs.ftruncateSync(fd, p.size);
    fs.closeSync(fd);
  }
}

async function zipDownload(origin: string, headers: Record<string, string>, pid: number, ids: number[]) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/v3/file/download?ids=${ids.join(",")}`, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`/file/download answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, treeRss(pid));
  return { seconds, mb: bytes / 2 ** 20, mbPerS: bytes / 2 ** 20 / seconds, peakGrowthMb: (peak - before) / 2 ** 20 };
}

async function uploads(origin: string, headers: Record<string, string>, userId: number, count: number) {
  // Noise, so the JPEG is photo-sized (a flat colour compresses to a few kB).
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `bench-upload-${i}.jpg`);
      form.append("type", "all");
      form.append("size", "all");
      form.append("location", `uploads/media/${userId}/all`);
      const res = await fetch(`${origin}/api/v3/image-library/upload`, { method: "POST", body: form, headers });
      if (res.status >= 300) {
        failed++;
        if (failed === 1) console.log(`  first failed upload: ${res.status} ${await res.text()}`);
      } else await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  return { count, failed, seconds, perSecond: (count - failed) / seconds, mbPerS: ((count - failed) * jpeg.length) / 2 ** 20 / seconds, imageKb: jpeg.length / 1024 };
}

export async function filesBench(opts: FilesBenchOptions) {
  const data = await prepareBenchData("files", { images: opts.images, zipMb: opts.zipMb }, opts);
  console.log(`Plan: ${opts.images} images; ${opts.duration} s per measurement at 1 and 32 connections; files.zip of ${opts.zipMb} MB; ${opts.uploads} uploads.\n`);
  const seeded = await runSeed<Seeded>(data, "scripts/bench-lib/files-seed.ts", ["--images", String(opts.images), "--zip-mb", String(opts.zipMb)]);
  writeZipParts(data.dataDir, seeded.zipParts);
  await ensureBuilt(opts.build);

  const server = await startServer(data.dataDir, `bench-files-${data.mode}`, data.db);
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);
  const headers = { authorization: `Bearer ${await apiLogin(server.origin)}`, accept: "application/json" };

  const deep = Math.min(1000, Math.max(1, Math.floor(seeded.images / LIBRARY_PER_PAGE)));
  const routes = [
    { key: "health", label: "GET /api/v3/health (trivial)", path: "/api/v3/health" },
    { key: "list", label: "GET /api/v3/image-library/images", path: `/api/v3/image-library/images?per_page=${LIBRARY_PER_PAGE}` },
    { key: "deep", label: `  ?page=${deep}`, path: `/api/v3/image-library/images?per_page=${LIBRARY_PER_PAGE}&page=${deep}` },
    { key: "main", label: "  ?folder_id=0 (main folder)", path: `/api/v3/image-library/images?per_page=${LIBRARY_PER_PAGE}&folder_id=0` },
  ];
  const results = await measureRoutes(server.origin, headers, routes, opts.duration);

  const zipIds = seeded.zipParts.map((p) => p.id);
  await zipDownload(server.origin, headers, server.pid, zipIds.slice(0, 1));
  const zip = await zipDownload(server.origin, headers, server.pid, zipIds);
  console.log(`  files.zip: ${zip.mb.toFixed(0)} MB in ${zip.seconds.toFixed(1)} s (${zip.mbPerS.toFixed(0)} MB/s), peak RSS +${zip.peakGrowthMb.toFixed(0)} MB`);
  const up = await uploads(server.origin, headers, seeded.userId, opts.uploads);
  console.log(`  uploads: ${up.count - up.failed} of ${up.count} in ${up.seconds.toFixed(1)} s (${up.perSecond.toFixed(1)} images/s, ${up.imageKb.toFixed(0)} kB each)`);
  await server.stop();

  const targets: Target[] = [
    shareTarget(`library list req/s at 32 connections >= ${LIST_SHARE}x trivial route`, results.list, results.health, LIST_SHARE),
    deepPageTarget(`page ${deep} p50 <= ${DEEP_RATIO}x page 1 p50 (1 connection)`, results.deep, results.list, DEEP_RATIO),
    {
      name: `files.zip of ${opts.zipMb} MB streamed, peak RSS growth <= ${ZIP_RSS_MB} MB`,
      value: `${zip.mb.toFixed(0)} MB, +${zip.peakGrowthMb.toFixed(0)} MB`,
      pass: zip.mb >= opts.zipMb * 0.99 && zip.peakGrowthMb <= ZIP_RSS_MB,
    },
    { name: `${opts.uploads} image uploads, none failed`, value: `${up.perSecond.toFixed(1)} images/s, ${up.mbPerS.toFixed(1)} MB/s`, pass: up.failed === 0 },
  ];
  reportBench({ data, name: "files", options: opts, routes, results, targets, extra: { zip, uploads: up } });
}
