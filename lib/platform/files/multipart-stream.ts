/**
 * A streaming multipart/form-data reader (RFC 7578) for uploads: the file part's bytes go to a
 * sink as they arrive, so an upload is never held whole in memory (Request.formData() buffers
 * the entire body). Text fields are small and kept. Only what the upload route needs: no
 * nested multipart, no per-part Content-Transfer-Encoding (browsers send neither).
 */

export class MultipartError extends Error {}

export type PartHeaders = { name: string; filename: string | null; contentType: string | null };

export type PartSink = {
  write(chunk: Uint8Array): Promise<void>;
  end(): Promise<void>;
};

export type MultipartHandlers = {
  /** A file part begins: return where its bytes go (null: this part is skipped). */
  file(headers: PartHeaders): Promise<PartSink | null>;
  /** A text field, whole. */
  field(name: string, value: string): void;
};

const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

function parseHeaders(block: string): PartHeaders {
  let disposition = "";
  let contentType: string | null = null;
  for (const line of block.split("\r\n")) {
    const i = line.indexOf(":");
    if (i < 0) continue;
    const key = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    if (key === "content-disposition") disposition = value;
    else if (key === "content-type") contentType = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError("part without form-data disposition");
  const param = (p: string) => {
    const m = new RegExp(`;\\s*${p}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(disposition) ?? new RegExp(`;\\s*${p}=([^;\\s]+)`, "i").exec(disposition);
    // Browsers (and undici) write `"`, CR and LF in names as %22, %0D, %0A (WHATWG form encoding).
    return m ? m[1].replace(/\\(.)/g, "$1").replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n") : null;
  };
  const name = param("name");
  if (name === null) throw new MultipartError("part without a name");
  return { name, filename: param("filename"), contentType };
}

type State = "preamble" | "headers" | "body" | "done";

/**
 * Reads the whole body, handing each part to `handlers` in order. Throws MultipartError on
 * a malformed body (including one that ends before its closing boundary).
 */
export async function readMultipart(body: ReadableStream<Uint8Array>, boundary: string, handlers: MultipartHandlers): Promise<void> {
  const first = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buf: Buffer = Buffer.alloc(0);
  let state = "preamble" as State;
  let sink: PartSink | null = null;
  let field: { name: string; chunks: Buffer[]; size: number } | null = null;

  const emit = async (bytes: Buffer) => {
    if (!bytes.length) return;
    if (sink) await sink.write(bytes);
    else if (field) {
      field.size += bytes.length;
      if (field.size > MAX_FIELD_BYTES) throw new MultipartError("text field too large");
      field.chunks.push(Buffer.from(bytes));
    }
  };
  const endPart = async () => {
    if (sink) await sink.end();
    if (field) handlers.field(field.name, Buffer.concat(field.chunks).toString("utf8"));
    sink = null;
    field = null;
  };
  /** After a boundary: "--" closes the body, CRLF opens the next part; null = need more bytes. */
  const afterBoundary = (): boolean | null => {
    if (buf.length < 2) return null;
    if (buf[0] === 0x2d && buf[1] === 0x2d) {
      state = "done";
      return true;
    }
    // Transport padding (spaces, tabs) may follow a boundary before its CRLF.
    let i = 0;
    while (i < buf.length && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
    if (buf.length < i + 2) return null;
    if (buf[i] !== 0x0d || buf[i + 1] !== 0x0a) throw new MultipartError("bad boundary line");
    buf = buf.subarray(i + 2);
    state = "headers";
    return true;
  };

  const step = async (): Promise<boolean> => {
    switch (state) {
      case "preamble": {
        const at = buf.indexOf(first);
        if (at < 0) {
          // A preamble may be any length (the byte cap ends an endless one): keep only a tail
          // that may be the start of the boundary.
          buf = buf.subarray(Math.max(0, buf.length - (first.length - 1)));
          return false;
        }
        const rest = buf.subarray(at + first.length);
        const saved = buf;
        buf = rest;
        const ok = afterBoundary();
        if (ok === null) buf = saved;
        return ok === true;
      }
      case "headers": {
        const end = buf.indexOf(HEADER_END);
        if (end < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError("part headers too large");
          return false;
        }
        const headers = parseHeaders(buf.subarray(0, end).toString("utf8"));
        buf = buf.subarray(end + HEADER_END.length);
        if (headers.filename !== null) sink = await handlers.file(headers);
        else field = { name: headers.name, chunks: [], size: 0 };
        if (headers.filename !== null && !sink) field = null; // skipped file part
        state = "body";
        return true;
      }
      case "body": {
        const at = buf.indexOf(delimiter);
        if (at < 0) {
          // Keep a tail that may be the start of the delimiter; the rest is body.
          const keep = Math.min(buf.length, delimiter.length - 1);
          await emit(buf.subarray(0, buf.length - keep));
          buf = buf.subarray(buf.length - keep);
          return false;
        }
        await emit(buf.subarray(0, at));
        const saved = buf;
        buf = buf.subarray(at + delimiter.length);
        const ok = afterBoundary();
        if (ok === null) {
          // Not enough bytes to tell what follows the boundary: wait, body already emitted.
          buf = saved.subarray(at);
          return false;
        }
        await endPart();
        return true;
      }
      case "done":
        return false;
    }
  };

  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buf = buf.length ? Buffer.concat([buf, value]) : Buffer.from(value);
      while (await step());
      if (state === "done") break;
    }
  } finally {
    reader.releaseLock();
  }
  if (state !== "done") throw new MultipartError("body ended before the closing boundary");
}
