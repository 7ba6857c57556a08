import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, Results } from "@electric-sql/pglite";

/**
 * Embedded PGlite on a thread of its own. PGlite runs PostgreSQL in WebAssembly on whichever
 * thread calls it: in the app's thread every query stopped every request, so at 32 connections a
 * page waited behind all the others' queries *and* their rendering. Here the database works while
 * the app's thread answers HTTP, as it would beside a PostgreSQL server (docs/benchmarks.md).
 *
 * The handle answers the part of PGlite's API the app uses (drizzle's driver, pg-boss's adapter,
 * db/pglite-prepared.ts, the test template's dump): query, exec, transaction, dumpDataDir, close.
 * Each call is a message; a transaction holds PGlite (as in-process) until it ends.
 */

type QueryOptions = Parameters<PGlite["query"]>[2];
type Parser = (value: string, typeId: number) => unknown;
type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
type Tx = Pick<PGlite, "query" | "exec"> & { rollback(): Promise<void> };
export type PgliteThread = Pick<PGlite, "query" | "exec" | "transaction" | "close" | "dumpDataDir">;

/** Where the worker's file is: beside this one in the source tree (Next bundles this file, not that one). */
const WORKER_FILE = path.join(process.cwd(), "db", "pglite-worker.mjs");

/** A database error rebuilt with its fields (code, detail, constraint, ...): lib/http/db-errors.ts reads them. */
function rebuild(data: Record<string, unknown>): Error {
  const err = new Error(String(data.message ?? "database error"));
  Object.assign(err, data);
  return err;
}

/** Custom parsers cannot cross threads: the worker leaves their columns as text, parsed here. */
function split(options: QueryOptions): { send: unknown; parsers?: Record<number, Parser> } {
  if (!options?.parsers) return { send: options };
  const { parsers, ...rest } = options;
  const rawTypes = Object.keys(parsers).map(Number);
  return { send: { ...rest, rawTypes }, parsers: parsers as Record<number, Parser> };
}

function parse<T>(res: Results<T>, parsers: Record<number, Parser> | undefined): Results<T> {
  if (!parsers || !res.fields?.length) return res;
  const cols = res.fields.map((f, i) => ({ i, name: f.name, parser: parsers[f.dataTypeID], type: f.dataTypeID })).filter((c) => c.parser);
  if (!cols.length) return res;
  for (const row of res.rows as unknown as (Record<string, unknown> | unknown[])[]) {
    for (const c of cols) {
      const key = Array.isArray(row) ? c.i : c.name;
      const v = (row as Record<string | number, unknown>)[key];
      if (typeof v === "string") (row as Record<string | number, unknown>)[key] = c.parser!(v, c.type);
    }
  }
  return res;
}

export async function openPgliteThread(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
  const load = opts.loadDataDir ? new Uint8Array(await opts.loadDataDir.arrayBuffer()) : undefined;
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir: opts.dataDir, loadDataDir: load }, transferList: load ? [load.buffer] : [] });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;

  // The thread keeps the process alive only while it owes an answer.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  worker.on("error", (err) => {
    failure = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  });
  worker.on("exit", (code) => {
    failure ??= new Error(`the database thread stopped (exit code ${code})`);
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  });

  await new Promise<void>((resolve, reject) => {
    const onReady = (msg: { ready?: boolean }) => {
      if (!msg.ready) return;
      worker.off("message", onReady);
      worker.off("error", reject);
      resolve();
    };
    worker.on("message", onReady);
    worker.once("error", reject);
  });
  worker.on("message", (msg: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    settle();
    if (msg.error) p.reject(rebuild(msg.error));
    else p.resolve(msg.result);
  });
  worker.unref();

  function call<T>(msg: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id }, transfer);
    });
  }

  const query = (tx?: number) =>
    (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const { send, parsers } = split(options);
      return parse(await call<Results<T>>({ op: "query", tx, text, params, options: send }), parsers);
    }) as PGlite["query"];
  const exec = (tx?: number) =>
    (async (text: string, options?: QueryOptions) => {
      const { send, parsers } = split(options);
      const results = await call<Results[]>({ op: "exec", tx, text, options: send });
      return results.map((r) => parse(r, parsers));
    }) as PGlite["exec"];

  const transaction = (async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const { tx } = await call<{ tx: number }>({ op: "begin" });
    let rolledBack = false;
    const handle: Tx = {
      query: query(tx),
      exec: exec(tx),
      async rollback() {
        rolledBack = true;
        await call({ op: "end", tx, commit: false });
      },
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (err) {
      if (!rolledBack) await call({ op: "end", tx, commit: false });
      throw err;
    }
    if (!rolledBack) await call({ op: "end", tx, commit: true });
    return result;
  }) as unknown as PGlite["transaction"];

  return {
    query: query(),
    exec: exec(),
    transaction,
    dumpDataDir: (async (compression?: "auto" | "gzip" | "none") => {
      const bytes = await call<Uint8Array>({ op: "dump", compression });
      return new Blob([bytes as Uint8Array<ArrayBuffer>]);
    }) as PGlite["dumpDataDir"],
    close: async () => {
      if (failure) return;
      await call({ op: "close" });
      await worker.terminate();
    },
  };
}
