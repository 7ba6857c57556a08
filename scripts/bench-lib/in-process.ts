import fs from "node:fs";
import path from "node:path";

/** The end of a bench that runs the app's code in this process (imports, broadcasts, worker recovery). */
export async function finishInProcessBench(o: { resultsDir: string; file: string; result: unknown; opened: { close: () => Promise<void> }; tmp: string }): Promise<void> {
  fs.mkdirSync(o.resultsDir, { recursive: true });
  const out = path.join(o.resultsDir, o.file);
  fs.writeFileSync(out, JSON.stringify(o.result, null, 2));
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);

  // Loaded late, as the benches load the app's code: after DATA_DIR and DATABASE_URL are set.
  const { stopBoss } = await import("../../lib/platform/jobs/boss");
  await stopBoss(5000).catch(() => undefined);
  await o.opened.close();
  fs.rmSync(o.tmp, { recursive: true, force: true });
}
