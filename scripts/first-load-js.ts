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
import { measurePage } from "./bench-lib/first-load";
import { kb, mark, table } from "./bench-lib/table";

const LOGIN_TARGET_BYTES = 130_000; // 130 kB (1 kB = 1000 bytes, as in next build's output)

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
