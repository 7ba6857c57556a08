import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { databaseUrl } from "../../db";

const ROOT = path.resolve(__dirname, "../..");

/**
 * A worker script (tests/helpers/*-child.ts) in a real second process on the test's PostgreSQL
 * database, for the crash tests: `onLine` hears each line it prints (with the child, to kill it
 * part-way); `until` resolves with how it ended.
 */
export function startChildWorker(script: string, args: string[], onLine: (line: string, child: ChildProcess) => void) {
  // node itself with tsx loaded in-process: the tsx CLI would run the script in a child node
  // process of its own, and a SIGKILL to the CLI would leave that one running (not a crash at all).
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl()! },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) onLine(line, child);
  });
  const until = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return { child, until };
}
