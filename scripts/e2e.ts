/**
 * npm run test:e2e — builds the app, then runs Playwright against `next start` on a free
 * port with a fresh data folder (seeded on first request), in Debian's Chromium.
 * Extra arguments go to Playwright (e.g. a spec file or --grep).
 *
 * --shards=N runs the suite as N Playwright processes side by side, each with a server, data
 * folder and local peers of its own, so no test sees another shard's data. A single run leaves
 * much of the machine idle (a test waits on the browser, the server and its jobs in turn): two
 * shards finish in about 60% of the time on 2 cores. Spec files are dealt to shards by weight, the
 * same way every run (shardFiles); with shards, flags take their value after `=`.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { startTwilioPeer } from "../tests/helpers/twilio-peer";
import { E2E_TWILIO } from "../tests/e2e/twilio-account";
import { startMindbodyPeer } from "../tests/helpers/mindbody-peer";
import { E2E_MINDBODY } from "../tests/e2e/mindbody-site";
import { startDnsPeer } from "../tests/helpers/dns-peer";
import { startWebhookPeer } from "../tests/helpers/webhook-peer";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Runs without blocking this process, which serves the peers meanwhile; `prefix` marks each line. */
function runAsync(cmd: string, args: string[], env: NodeJS.ProcessEnv, prefix = ""): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit", env });
    if (prefix) {
      readline.createInterface({ input: child.stdout! }).on("line", (l) => process.stdout.write(`${prefix}${l}\n`));
      readline.createInterface({ input: child.stderr! }).on("line", (l) => process.stderr.write(`${prefix}${l}\n`));
    }
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** One shard's world: the peers the app talks to, a port and a data folder. */
async function startShard() {
  const port = await freePort();
  // The app checks Twilio numbers with Twilio's API: here a local peer that owns the e2e number.
  const twilio = await startTwilioPeer();
  twilio.own(E2E_TWILIO.accountSid, E2E_TWILIO.number);
  const twilioBase = process.env.TWILIO_API_BASE;
  // And Mindbody's: a local peer of the v6 API holding the e2e site (the server gets its URL and key).
  const mindbody = await startMindbodyPeer(E2E_MINDBODY.apiKey);
  mindbody.site(E2E_MINDBODY.siteId, { username: E2E_MINDBODY.username, password: E2E_MINDBODY.password, clients: E2E_MINDBODY.clients });
  // And DNS: sending domains verify against a local server whose records the spec publishes.
  const dns = await startDnsPeer();
  const dnsControl = await dns.startControl();
  // And a receiver for the webhooks the app sends (private addresses allowed for it alone).
  const hooks = await startWebhookPeer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: ".next-e2e",
    E2E_PORT: String(port),
    DATA_DIR: dataDir,
    TWILIO_API_BASE: twilioBase,
    MINDBODY_BASE_URL: mindbody.baseUrl,
    MINDBODY_API_KEY: mindbody.apiKey,
    DNS_SERVERS: dns.server,
    E2E_DNS_CONTROL: dnsControl,
    WEBHOOK_ALLOW_PRIVATE: "1",
    E2E_WEBHOOK_URL: hooks.url,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  };
  const stop = async () => {
    await twilio.stop();
    await mindbody.stop();
    await dns.close();
    await hooks.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, stop };
}

/** A spec's weight: its test count; an axe-screens test (one load, two axe passes) weighs half a flow. */
const weightOf = (file: string, tests: number) => (file.endsWith("axe-screens.spec.ts") ? tests / 2 : tests);

/**
 * The spec files of the run dealt to `shards` piles of about equal weight: heaviest first, each
 * to the lightest pile (ties by name). The same files give the same piles on every machine.
 */
function shardFiles(files: string[], flags: string[], shards: number, env: NodeJS.ProcessEnv): string[][] {
  const filters = flags.filter((f) => !f.startsWith("--reporter"));
  // The JSON list goes to stdout here, not to the run's report file.
  const listEnv = { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: undefined };
  const listed = spawnSync("npx", ["playwright", "test", "--list", "--reporter=json", ...filters, ...files], { env: listEnv, encoding: "utf8", maxBuffer: 64 << 20 });
  if (listed.status !== 0) throw new Error(`playwright --list failed: ${listed.stderr}`);
  type Suite = { specs?: { file: string; tests: unknown[] }[]; suites?: Suite[] };
  const counts = new Map<string, number>();
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) counts.set(spec.file, (counts.get(spec.file) ?? 0) + spec.tests.length);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(listed.stdout) as { suites: Suite[] }).suites) walk(suite);
  const piles = Array.from({ length: shards }, () => ({ weight: 0, files: [] as string[] }));
  const byWeight = [...counts].map(([file, n]) => ({ file, weight: weightOf(file, n) })).sort((a, b) => b.weight - a.weight || (a.file < b.file ? -1 : 1));
  for (const { file, weight } of byWeight) {
    const pile = piles.reduce((min, p) => (p.weight < min.weight ? p : min));
    pile.weight += weight;
    pile.files.push(path.join("tests/e2e", file));
  }
  return piles.map((p) => p.files.sort());
}

async function main() {
  const shardArg = process.argv.find((a) => a.startsWith("--shards="));
  const shards = shardArg ? Number(shardArg.slice("--shards=".length)) : 1;
  if (!Number.isInteger(shards) || shards < 1) throw new Error(`--shards wants a whole number from 1, not "${shardArg}"`);
  // On PostgreSQL every shard would share the one database the run was given.
  if (shards > 1 && process.env.DATABASE_URL) throw new Error("--shards needs the embedded database (one per shard); unset DATABASE_URL");
  const args = process.argv.slice(2).filter((a) => a !== "--no-build" && a !== shardArg);
  // With shards, the files named (or all) are dealt out; the flags go to every shard.
  const flags = args.filter((a) => a.startsWith("-"));
  const named = args.filter((a) => !a.startsWith("-"));

  const worlds = await Promise.all(Array.from({ length: shards }, () => startShard()));
  if (!process.argv.includes("--no-build")) run("npx", ["next", "build"], worlds[0].env);
  const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
  let codes: number[] = [];
  try {
    const piles = shards > 1 ? shardFiles(named, flags, shards, worlds[0].env) : [];
    codes = await Promise.all(
      worlds.map(({ env }, i) => {
        if (shards === 1) return runAsync("npx", ["playwright", "test", ...args], env);
        if (!piles[i].length) return Promise.resolve(0);
        const n = `${i + 1}/${shards}`;
        return runAsync(
          "npx",
          ["playwright", "test", ...flags, ...piles[i]],
          {
            ...env,
            // Each shard keeps its own results: Playwright empties its output folder on start.
            E2E_OUTPUT_DIR: `test-results/shard-${i + 1}`,
            ...(json ? { PLAYWRIGHT_JSON_OUTPUT_NAME: json.replace(/(\.json)?$/, `-${i + 1}.json`) } : {}),
          },
          `[${n}] `,
        );
      }),
    );
  } finally {
    await Promise.all(worlds.map((w) => w.stop()));
  }
  process.exit(codes.find((c) => c !== 0) ?? (codes.length ? 0 : 1));
}

main();
