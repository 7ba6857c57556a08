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

export function withPreparedStatements(client: PGlite): PGlite {
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

  const query = (async (text: string, params?: unknown[], opts?: Parameters<QueryFn>[2]) => {
    if (!params?.length || /^\s*(begin|commit|rollback|savepoint|release|set|prepare|execute)\b/i.test(text)) {
      return plain(text, params, opts);
    }
    const args = params.map(literal);
    if (args.some((a) => a === undefined)) return plain(text, params, opts);
    const name = await prepare(text);
    if (!name) return plain(text, params, opts);
    return plain(`EXECUTE ${name}(${args.join(", ")})`, [], opts);
  }) as QueryFn;

  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "query") return query;
      const v = Reflect.get(target, prop, receiver);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}
