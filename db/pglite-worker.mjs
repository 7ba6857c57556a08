// The embedded database's own thread (db/pglite-thread.ts starts it). Plain JavaScript: it runs
// as is under next dev, next start, tsx and vitest, none of which compile a worker's file.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const identity = (v) => v;

/** Column types the caller parses itself arrive as the server's text. */
function options(o) {
  if (!o) return undefined;
  const { rawTypes, ...rest } = o;
  if (!rawTypes?.length) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((t) => [t, identity])) };
}

/** A thrown value as plain data: the SQLSTATE and its details survive the trip (lib/http/db-errors.ts). */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { message: err.message, name: err.name };
  for (const [k, v] of Object.entries(err)) if (v === null || ["string", "number", "boolean"].includes(typeof v)) data[k] = v;
  return data;
}

const { dataDir, loadDataDir } = workerData;
const pg = await PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});

/** Open transactions: id -> the transaction's handle and how to end it. */
const transactions = new Map();

async function handle(msg) {
  switch (msg.op) {
    case "query": {
      const on = msg.tx ? transactions.get(msg.tx).tx : pg;
      return on.query(msg.text, msg.params, options(msg.options));
    }
    case "exec": {
      const on = msg.tx ? transactions.get(msg.tx).tx : pg;
      return on.exec(msg.text, options(msg.options));
    }
    case "begin": {
      // Answers once the transaction holds PGlite (it waits for any other to end); the
      // transaction then lives until "end" arrives for it.
      return new Promise((started, failed) => {
        let end;
        const ended = new Promise((resolve) => (end = resolve));
        pg.transaction(async (tx) => {
          transactions.set(msg.id, { tx, end });
          started({ tx: msg.id });
          const commit = await ended;
          if (!commit) await tx.rollback();
        })
          .catch((err) => {
            // A failed commit is answered by "end"; a failed start here.
            const open = transactions.get(msg.id);
            if (open) open.failure = err;
            else failed(err);
          })
          .finally(() => {
            const open = transactions.get(msg.id);
            transactions.delete(msg.id);
            open?.done?.(open.failure);
          });
      });
    }
    case "end": {
      const open = transactions.get(msg.tx);
      const done = new Promise((resolve) => (open.done = resolve));
      open.end(msg.commit);
      const failure = await done;
      if (failure && msg.commit) throw failure;
      return null;
    }
    case "dump": {
      const file = await pg.dumpDataDir(msg.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case "close":
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

parentPort.on("message", (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: errorData(err) }),
  );
});
parentPort.postMessage({ ready: true });
