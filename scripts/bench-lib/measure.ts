/**
 * Measuring helpers shared by the benchmarks (scripts/bench.ts and its modules): autocannon
 * runs with per-response latencies, a route probe, and the resident memory of a process tree.
 */
import fs from "node:fs";
import autocannon from "autocannon";

export type Measurement = {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/**
 * One autocannon run. Latencies are taken from the per-response event (sub-millisecond
 * precision; autocannon's own histogram rounds to whole milliseconds), 2xx only.
 */
/** One request of a varying run: its path, and for a write its method, body and extra headers. */
export type CannonRequest = { path: string; method?: "GET" | "POST"; body?: string | Buffer; headers?: Record<string, string> };

export function cannon(url: string, headers: Record<string, string>, opts: { connections: number; duration?: number; amount?: number; path?: () => string; request?: () => CannonRequest }): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let non2xx = 0;
    const t0 = performance.now();
    const instance = autocannon(
      {
        url,
        method: "GET",
        headers,
        connections: opts.connections,
        pipelining: 1,
        timeout: 10,
        ...(opts.path ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: opts.path!() }) }] } : {}),
        ...(opts.request
          ? {
              requests: [
                {
                  setupRequest: (req: autocannon.Request) => {
                    const r = opts.request!();
                    return { ...req, path: r.path, method: r.method ?? "GET", body: r.body, headers: { ...req.headers, ...r.headers } } as autocannon.Request;
                  },
                },
              ],
            }
          : {}),
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration }),
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = (performance.now() - t0) / 1000;
        latencies.sort((a, b) => a - b);
        const sum = latencies.reduce((s, v) => s + v, 0);
        resolve({
          connections: opts.connections,
          seconds,
          requests: latencies.length,
          rps: latencies.length / seconds,
          p50: percentile(latencies, 50),
          p90: percentile(latencies, 90),
          p99: percentile(latencies, 99),
          mean: latencies.length ? sum / latencies.length : NaN,
          max: latencies[latencies.length - 1] ?? NaN,
          non2xx: Math.max(non2xx, result.non2xx),
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else non2xx++;
    });
  });
}

/** Resident memory of a process and its descendants (Linux /proc), in bytes. */
export function treeRss(root: number): number {
  const parents = new Map<number, number>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      parents.set(Number(d), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* the process ended meanwhile */
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb * 1024;
}

/** One request per route before measuring: proves the route answers what we think it does. */
export async function probe(origin: string, path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(origin + path, { headers });
  const body = (await res.json().catch(() => null)) as { data?: unknown[]; total?: number; status?: string } | null;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  if (Array.isArray(body?.data)) return `${body.data.length} rows of ${body.total}`;
  return JSON.stringify(body);
}

