/**
 * npm run test:e2e — builds the app, then runs Playwright against `next start` on a free
 * port with a fresh data folder (seeded on first request), in Debian's Chromium.
 * Extra arguments go to Playwright (e.g. a spec file or --grep).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startTwilioPeer } from "../tests/helpers/twilio-peer";
import { E2E_TWILIO } from "../tests/e2e/twilio-account";
import { startMindbodyPeer } from "../tests/helpers/mindbody-peer";
import { E2E_MINDBODY } from "../tests/e2e/mindbody-site";
import { startDnsPeer } from "../tests/helpers/dns-peer";

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

/** Runs without blocking this process, which serves the Twilio peer meanwhile. */
function runAsync(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main() {
  const port = await freePort();
  // The app checks Twilio numbers with Twilio's API: here a local peer that owns the e2e number.
  const twilio = await startTwilioPeer();
  twilio.own(E2E_TWILIO.accountSid, E2E_TWILIO.number);
  // And Mindbody's: a local peer of the v6 API holding the e2e site (the server gets its URL and key).
  const mindbody = await startMindbodyPeer(E2E_MINDBODY.apiKey);
  mindbody.site(E2E_MINDBODY.siteId, { username: E2E_MINDBODY.username, password: E2E_MINDBODY.password, clients: E2E_MINDBODY.clients });
  // And DNS: sending domains verify against a local server whose records the spec publishes.
  const dns = await startDnsPeer();
  const dnsControl = await dns.startControl();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: ".next-e2e",
    E2E_PORT: String(port),
    DATA_DIR: dataDir,
    TWILIO_API_BASE: process.env.TWILIO_API_BASE,
    MINDBODY_BASE_URL: mindbody.baseUrl,
    MINDBODY_API_KEY: mindbody.apiKey,
    DNS_SERVERS: dns.server,
    E2E_DNS_CONTROL: dnsControl,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  };
  if (!process.argv.includes("--no-build")) run("npx", ["next", "build"], env);
  const args = process.argv.slice(2).filter((a) => a !== "--no-build");
  let code = 1;
  try {
    code = await runAsync("npx", ["playwright", "test", ...args], env);
  } finally {
    await twilio.stop();
    await mindbody.stop();
    await dns.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}

main();
