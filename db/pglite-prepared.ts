import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite plans every parameterised query afresh, and planning in WASM is slow: a six-table
 * join costs ~5 ms to plan and ~1 ms to run. PostgreSQL drivers avoid this with named
 * prepared statements; PGlite's query() has none, so this wrapper PREPAREs each distinct
 * statement once and EXECUTEs it with the parameters as literals (coerced by PostgreSQL to
 * the prepared parameter types). Statements that cannot be prepared run as before.
 */
const MAX_PREPARED = 1000;

type QueryFn = PGlite["query"];

function literal(v: unknown): string | undefined {
  if (v === null || v === undefined) return "NULL";
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (typeof v === "number" || typeof v === "bigint") return `'${String(v)}'`;
  if (typeof v === "boolean") return v ? "'true'" : "'false'";
  if (typeof v === "string") return `'${v.replace(/'/g, "''")}'`;
  if (typeof v === "object" && !(v instanceof Uint8Array) && !Array.isArray(v)) {
    return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
  }
  return undefined; // arrays, bytes: not worth inlining
}

/** Told of every statement that may write, with its SQL text (see `withPreparedStatements`). */
export type WriteListener = (text: string) => void;

/** Statements that only read; anything else (including multi-statement scripts) may write. */
function readOnly(text: string): boolean {
  if (/^\s*(select|show|explain|values)\b/i.test(text)) return true;
  return /^\s*with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text);
}

/**
 * Also reports writes to `onWrite`, for in-process caches that must see every change (the
 * sign-in cache, lib/auth/token-cache.ts). PGlite belongs to one process, so every write goes
 * through this wrapper. A write is reported when it is sent and again when it has completed —
 * for one inside a transaction, again after the transaction ends — so a reader that notes
 * the report count before its own query can tell whether its answer may predate the write.
 */
export function withPreparedStatements(client: PGlite, onWrite?: WriteListener): PGlite {
  const names = new Map<string, Promise<string | null>>();
  const plain: QueryFn = client.query.bind(client);

  function prepare(text: string): Promise<string | null> {
    let p = names.get(text);
    if (!p) {
      if (names.size >= MAX_PREPARED) return Promise.resolve(null);
      const name = `ps_${names.size}`;
      p = client
        .exec(`PREPARE ${name} AS ${text}`)
        .then(() => name)
        .catch(() => null);
      names.set(text, p);
    }
    return p;
  }

  const notify = onWrite ?? (() => {});

  const prepared = async (text: string, params?: unknown[], opts?: Parameters<QueryFn>[2]) => {
    if (!params?.length || /^\s*(begin|commit|rollback|savepoint|release|set|prepare|execute)\b/i.test(text)) {
      return plain(text, params, opts);
    }
    const args = params.map(literal);
    if (args.some((a) => a === undefined)) return plain(text, params, opts);
    const name = await prepare(text);
    if (!name) return plain(text, params, opts);
    return plain(`EXECUTE ${name}(${args.join(", ")})`, [], opts);
  };

  /** Runs `run` and reports `text` around it when it may write. */
  async function reported<T>(text: string, run: () => Promise<T>, seen?: string[]): Promise<T> {
    if (readOnly(text)) return run();
    notify(text);
    seen?.push(text);
    try {
      return await run();
    } finally {
      notify(text);
    }
  }

  const query = ((text: string, params?: unknown[], opts?: Parameters<QueryFn>[2]) =>
    reported(text, () => prepared(text, params, opts))) as QueryFn;
  const exec = ((text: string, opts?: Parameters<PGlite["exec"]>[1]) =>
    reported(text, () => client.exec(text, opts))) as PGlite["exec"];
  const transaction = (async (fn: Parameters<PGlite["transaction"]>[0]) => {
    const seen: string[] = [];
    try {
      return await client.transaction((tx) =>
        fn(
          new Proxy(tx, {
            get(target, prop, receiver) {
              if (prop === "query") return (text: string, params?: unknown[], opts?: Parameters<QueryFn>[2]) => reported(text, () => target.query(text, params, opts), seen);
              if (prop === "exec") return (text: string, opts?: Parameters<PGlite["exec"]>[1]) => reported(text, () => target.exec(text, opts), seen);
              const v = Reflect.get(target, prop, receiver);
              return typeof v === "function" ? v.bind(target) : v;
            },
          }),
        ),
      );
    } finally {
      // Committed (or rolled back) now: what readers saw before may be out of date.
      for (const text of seen) notify(text);
    }
  }) as PGlite["transaction"];

  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "query") return query;
      if (prop === "exec") return exec;
      if (prop === "transaction") return transaction;
      const v = Reflect.get(target, prop, receiver);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}
