/**
 * npm run test:e2e — builds the app, then runs Playwright against `next start` on a free
 * port with a fresh data folder (seeded on first request), in Debian's Chromium.
 * Extra arguments go to Playwright (e.g. a spec file or --grep).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

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

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: ".next-e2e",
    E2E_PORT: String(port),
    DATA_DIR: dataDir,
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  };
  if (!process.argv.includes("--no-build")) run("npx", ["next", "build"], env);
  const args = process.argv.slice(2).filter((a) => a !== "--no-build");
  try {
    run("npx", ["playwright", "test", ...args], env);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main();
