import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { announce, installPlatformHandlers, type PlatformHandlers } from "../../lib/platform/events";

/**
 * lib/platform is the floor the modules stand on: it imports no module (docs/platform.md). A
 * module's job goes in the composition root's list (lib/api/jobs.ts), its handler for what the
 * platform announces in lib/api/platform-handlers.ts. This reads the files themselves, so a new
 * import of a module from the platform (static, `export … from`, `import()` or relative) fails here.
 */
const ROOT = path.resolve(__dirname, "../..");

/** What the platform may stand on: itself, the route kit, auth, the database, and pure helpers. */
const ALLOWED = ["lib/platform/", "lib/http/", "lib/auth/", "db/", "lib/format.ts", "lib/format-phone.ts", "lib/utils/"];
const allowed = (file: string) => ALLOWED.some((p) => (p.endsWith("/") ? file.startsWith(p) : file === p));

/** Comments may quote import lines; `://` keeps URLs in strings. */
const stripComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

/** Every module specifier of a file: `from "x"`, `import "x"`, `import("x")`, `require("x")`. */
function specifiersOf(src: string): { literal: string[]; computed: number } {
  const code = stripComments(src);
  const literal = [...code.matchAll(/\b(?:from|import|require)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
  const computed = [...code.matchAll(/\b(?:import|require)\s*\(\s*(?!["'`])/g)].length;
  return { literal, computed };
}

/** The repository file a specifier names, or null for a package (`zod`, `node:fs`). */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.posix.join(path.posix.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const abs = path.join(ROOT, candidate);
    if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return candidate;
  }
  return `${base} (not found)`;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    return e.isDirectory() ? filesUnder(rel) : /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/**
 * Every repository file the platform reaches, with the edges between them: through what it may
 * stand on (so lib/http or lib/auth importing a module counts too) and beyond (to find rings).
 */
function platformGraph() {
  const edges = new Map<string, string[]>();
  const outside: string[] = [];
  const computed: string[] = [];
  const queue = filesUnder("lib/platform");
  while (queue.length) {
    const file = queue.shift()!;
    if (edges.has(file)) continue;
    const specs = specifiersOf(fs.readFileSync(path.join(ROOT, file), "utf8"));
    if (specs.computed && file.startsWith("lib/platform/")) computed.push(file);
    const deps = specs.literal.map((s) => resolve(file, s)).filter((d): d is string => d !== null);
    edges.set(file, deps);
    for (const dep of deps) {
      if (allowed(file) && !allowed(dep)) outside.push(`${file} imports ${dep}`);
      if (!edges.has(dep) && !dep.endsWith("(not found)")) queue.push(dep);
    }
  }
  return { edges, outside, computed };
}

/** Strongly connected groups of more than one file (import rings), Tarjan's algorithm. */
function rings(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const ring: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      ring.push(w);
    } while (w !== v);
    if (ring.length > 1) found.push(ring.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("lib/platform imports no module", () => {
  const graph = platformGraph();

  it("reads every kind of import", () => {
    const src = `import a from "@/lib/a";\nexport { b } from "../b";\nimport "./c";\nconst d = await import("@/lib/d");\n// import e from "@/lib/e";\nconst u = "http://x"; import type { F } from '@/lib/f';\nimport(name);`;
    expect(specifiersOf(src)).toEqual({ literal: ["@/lib/a", "../b", "./c", "@/lib/d", "@/lib/f"], computed: 1 });
  });

  it("reaches only lib/platform, lib/http, lib/auth, db and pure helpers", () => {
    expect(graph.edges.size).toBeGreaterThan(50);
    expect(graph.outside).toEqual([]);
  });

  it("names every import it makes (no computed import() a reader cannot follow)", () => {
    expect(graph.computed).toEqual([]);
  });

  it("is in no import ring with a file outside it", () => {
    const crossing = rings(graph.edges).filter((r) => r.some((f) => f.startsWith("lib/platform/")) && r.some((f) => !f.startsWith("lib/platform/")));
    expect(crossing).toEqual([]);
  });
});

describe("the composition root lists every job", () => {
  // A job missing from lib/api/jobs.ts would be queued and never run: no worker is handed it.
  it("every `defineJob` under lib/ is in ALL_JOBS", () => {
    const defined = filesUnder("lib").flatMap((f) => [...fs.readFileSync(path.join(ROOT, f), "utf8").matchAll(/export const (\w+) = defineJob\(/g)].map((m) => m[1]));
    const root = fs.readFileSync(path.join(ROOT, "lib/api/jobs.ts"), "utf8");
    const list = root.slice(root.indexOf("ALL_JOBS"));
    expect(defined.length).toBeGreaterThan(15);
    expect(defined.filter((name) => !new RegExp(`\\b${name}\\b`).test(list))).toEqual([]);
  });
});

/** How the platform reaches a module without importing it: the handlers the composition root installs. */
const none: PlatformHandlers = { "sms.received.record": [], "sms.received": [], "sms.failed": [], "email.failed": [], "contact.changed": [], "payments.test-event": [], "payments.clock-advanced": [] };
const db = {} as Db;

describe("platform events", () => {
  // The installed list lives on globalThis and test files share a process: start from none
  // installed, and leave the next file the list it would have had.
  const holder = (globalThis as { __coachosPlatformHandlers?: { handlers?: PlatformHandlers } }).__coachosPlatformHandlers!;
  let before: PlatformHandlers | undefined;
  beforeAll(() => {
    before = holder.handlers;
    holder.handlers = undefined;
  });
  afterAll(() => {
    holder.handlers = before;
  });

  it("an event announced before the composition root installed its handlers is an error, not a silent drop", async () => {
    await expect(announce("payments.clock-advanced", { db, now: new Date(0) })).rejects.toThrow(/before the handlers were installed/);
  });

  it("runs an event's handlers one after another, in the list's order, and a handler's failure fails the announcement", async () => {
    const seen: string[] = [];
    installPlatformHandlers({
      ...none,
      "sms.failed": [
        async (e) => {
          await Promise.resolve();
          seen.push(`feed ${e.smsId}`);
        },
        (e) => void seen.push(`second ${e.smsId}`),
      ],
      "email.failed": [() => Promise.reject(new Error("feed is down"))],
    });
    await announce("sms.failed", { db, locationId: 1, smsId: 7, contactId: null, to: "+15005550006", reason: "refused" });
    expect(seen).toEqual(["feed 7", "second 7"]);
    await expect(announce("email.failed", { db, locationId: 1, emailId: 1, contactId: null, to: "a@b.test", subject: "s", reason: "r" })).rejects.toThrow("feed is down");
    // An event no module cares about is announced to no one.
    await announce("payments.clock-advanced", { db, now: new Date(0) });
  });
});
