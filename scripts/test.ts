/**
 * npm test — the vitest suite as one process per core, each a fixed shard of the files
 * (tests/helpers/sequencer.ts). In a shard the files run one after another in one process
 * (vitest.config.mts: isolate false), so the app is imported once per shard, not once per file
 * (it was the larger part of the run). Arguments go to vitest (a file, --reporter, ...);
 * --outputFile.json=X gives X-1.json, X-2.json, ... one per shard.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import readline from "node:readline";

const args = process.argv.slice(2);
const shards = Math.max(1, Math.min(Number(process.env.TEST_SHARDS ?? availableParallelism()), 8));

function shard(i: number): Promise<number> {
  const n = `${i}/${shards}`;
  const own = args.map((a) => (a.startsWith("--outputFile.json=") ? a.replace(/(\.json)?$/, `-${i}.json`) : a));
  const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...own, ...(shards > 1 ? [`--shard=${n}`, "--passWithNoTests"] : [])], {
    stdio: ["ignore", "pipe", "pipe"],
    // Piped through here, vitest would lose its colours on a terminal (any FORCE_COLOR turns them on).
    env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1", ...process.env } : process.env,
  });
  const prefix = shards > 1 ? `[${n}] ` : "";
  readline.createInterface({ input: child.stdout! }).on("line", (l) => process.stdout.write(`${prefix}${l}\n`));
  readline.createInterface({ input: child.stderr! }).on("line", (l) => process.stderr.write(`${prefix}${l}\n`));
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

Promise.all(Array.from({ length: shards }, (_, i) => shard(i + 1))).then((codes) => {
  process.exit(codes.find((c) => c !== 0) ?? 0);
});
