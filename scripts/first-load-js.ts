/**
 * npm run bench:js [-- --build]
 *
 * Gzipped first-load JS of /login and /contacts from a production build: fetches each
 * page's HTML from `next start`, collects every <script src="/_next/static/..."> in it,
 * fetches those files, gzips each with zlib level 9 and sums per page. /contacts is
 * fetched with a signed-in session cookie (demo owner). Target: /login under 130 kB.
 *
 *   --build  rebuild .next-bench even if a build exists
 *
 * Uses a throwaway data folder (the app seeds the demo on first request). See
 * docs/benchmarks.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  apiLogin,
  assertProjectRoot,
  runMain,
  ensureBuilt,
  installSignalHandlers,
  machine,
  onCleanup,
  parseArgs,
  printMachine,
  sessionCookie,
  startServer,
  writeResult,
} from "./bench-lib/server";
import { kb, mark, table } from "./bench-lib/table";

const LOGIN_TARGET_BYTES = 130_000; // 130 kB (1 kB = 1000 bytes, as in next build's output)

type Script = { src: string; raw: number; gzip: number };
type PageResult = { page: string; status: number; scripts: Script[]; raw: number; gzip: number; noModule: Script[] };

/**
 * The page's <script src="/_next/static/..."> tags. `noModule` ones (Next's legacy-browser
 * polyfills) are returned apart: browsers with ES modules never download them.
 */
function scriptSrcs(html: string): { loaded: string[]; noModule: string[] } {
  const loaded = new Set<string>();
  const noModule = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1]?.replace(/&amp;/g, "&");
    if (!src?.startsWith("/_next/static/")) continue;
    (/\bnomodule\b/i.test(attrs) ? noModule : loaded).add(src);
  }
  return { loaded: [...loaded], noModule: [...noModule] };
}

const gzipCache = new Map<string, Script>();

async function measureScript(origin: string, src: string): Promise<Script> {
  const hit = gzipCache.get(src);
  if (hit) return hit;
  const res = await fetch(origin + src);
  if (res.status !== 200) throw new Error(`${src} answered ${res.status}`);
  const buf = Buffer.from(await res.arrayBuffer());
  const s = { src, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
  gzipCache.set(src, s);
  return s;
}

async function measurePage(origin: string, page: string, cookie?: string): Promise<PageResult> {
  const res = await fetch(origin + page, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const html = await res.text();
  if (res.status !== 200) {
    throw new Error(`${page} answered ${res.status}${res.headers.get("location") ? ` -> ${res.headers.get("location")}` : ""}`);
  }
  const srcs = scriptSrcs(html);
  if (!srcs.loaded.length) throw new Error(`${page}: no <script src="/_next/static/..."> in the HTML`);
  const scripts = await Promise.all(srcs.loaded.map((s) => measureScript(origin, s)));
  const noModule = await Promise.all(srcs.noModule.map((s) => measureScript(origin, s)));
  return {
    page,
    status: res.status,
    scripts,
    noModule,
    raw: scripts.reduce((n, s) => n + s.raw, 0),
    gzip: scripts.reduce((n, s) => n + s.gzip, 0),
  };
}

async function main() {
  assertProjectRoot();
  installSignalHandlers();
  const args = parseArgs(process.argv.slice(2), { flags: ["build"], values: [] });
  const m = machine();
  printMachine(m);
  console.log("");

  await ensureBuilt(args.flags.has("build"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-bench-js-"));
  // Registered first so it runs last, after the server has stopped.
  onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer(dataDir, "bench-js");
  console.log(`next start is up at ${server.origin} (pid ${server.pid}).`);

  const cookie = await sessionCookie(server.origin, await apiLogin(server.origin));
  const pages = [await measurePage(server.origin, "/login"), await measurePage(server.origin, "/contacts", cookie)];
  await server.stop();

  const [login, contacts] = pages;
  const loginSrcs = new Set(login.scripts.map((s) => s.src));
  const shared = contacts.scripts.filter((s) => loginSrcs.has(s.src));
  const sharedGzip = shared.reduce((n, s) => n + s.gzip, 0);

  console.log("\nFirst-load JS (every <script src=\"/_next/static/...\"> in the page HTML; gzip = zlib level 9)\n");
  console.log(
    table([
      ["Page", "Scripts", "Raw", "Gzipped", "Target", ""],
      ["/login", String(login.scripts.length), kb(login.raw), kb(login.gzip), `< ${kb(LOGIN_TARGET_BYTES)}`, mark(login.gzip < LOGIN_TARGET_BYTES)],
      ["/contacts (signed in)", String(contacts.scripts.length), kb(contacts.raw), kb(contacts.gzip), "-", ""],
      ["  shared by both", String(shared.length), kb(shared.reduce((n, s) => n + s.raw, 0)), kb(sharedGzip), "", ""],
    ]),
  );
  const legacy = [...new Map(pages.flatMap((p) => p.noModule).map((s) => [s.src, s])).values()];
  if (legacy.length) {
    const gz = legacy.reduce((n, s) => n + s.gzip, 0);
    console.log(`\nNot counted: ${legacy.length} <script noModule> (legacy-browser polyfills, ${kb(gz)} gzipped) that module-capable browsers skip.`);
  }

  console.log("\nLargest scripts (gzipped):");
  const all = [...new Map(pages.flatMap((p) => p.scripts).map((s) => [s.src, s])).values()].sort((a, b) => b.gzip - a.gzip);
  for (const s of all.slice(0, 8)) {
    const on = pages.filter((p) => p.scripts.some((x) => x.src === s.src)).map((p) => p.page).join(", ");
    console.log(`  ${kb(s.gzip).padStart(9)}  ${s.src}  (${on})`);
  }

  const file = writeResult("first-load-js.json", {
    at: new Date().toISOString(),
    machine: m,
    gzipLevel: 9,
    target: { page: "/login", maxGzipBytes: LOGIN_TARGET_BYTES, pass: login.gzip < LOGIN_TARGET_BYTES },
    pages,
    shared: { scripts: shared.length, gzip: sharedGzip },
  });
  console.log(`\nWrote ${file}`);
}

runMain(main);
