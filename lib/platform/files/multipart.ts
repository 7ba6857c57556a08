import { validationError } from "@/lib/http/errors";
import { MSG, tooLargeMessage } from "./constants";
import { boundaryOf, MultipartError, readMultipart } from "./multipart-stream";
import { openSpool, type Spooled } from "./spool";

// The cap is the largest file plus 1 MB of form framing; the message names the file's limit.
const tooLarge = (cap: number) => validationError({ file: [tooLargeMessage("file", cap - 1024 * 1024)] });

/** Refuses a declared Content-Length over the cap before a byte of the body is read. */
export function checkDeclaredLength(req: Request, cap: number): void {
  const declared = req.headers.get("content-length");
  if (declared && (!/^\d+$/.test(declared) || Number(declared) > cap)) throw tooLarge(cap);
}

class OverCap extends Error {}

export type ReceivedUpload = {
  /** The `file` part, spooled to disk; null when the form had none. */
  file: { name: string; spooled: Spooled } | null;
  fields: Record<string, string>;
};

/**
 * Streams a multipart upload to a temp file while counting bytes: the body is never held in
 * memory, and one without Content-Length (chunked) is cut off as soon as it passes the cap.
 * On any failure the temp file is gone before this throws (422, never 500, for a bad body).
 */
export async function receiveUpload(req: Request, cap: number): Promise<ReceivedUpload> {
  checkDeclaredLength(req, cap);
  const boundary = boundaryOf(req.headers.get("content-type") ?? "");
  if (!boundary || !req.body) throw validationError({ file: [MSG.fileRequired] });
  let seen = 0;
  const limited = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        seen += chunk.byteLength;
        if (seen > cap) out.error(new OverCap());
        else out.enqueue(chunk);
      },
    }),
  );
  const fields: Record<string, string> = {};
  const got: { file?: { name: string; sink: Awaited<ReturnType<typeof openSpool>> } } = {};
  try {
    await readMultipart(limited, boundary, {
      async file(part) {
        if (part.name !== "file" || got.file) return null; // only the first "file" part is kept
        got.file = { name: part.filename ?? "", sink: await openSpool() };
        return got.file.sink;
      },
      field(name, value) {
        fields[name] ??= value;
      },
    });
    return { file: got.file ? { name: got.file.name, spooled: await got.file.sink.finish() } : null, fields };
  } catch (e) {
    await got.file?.sink.abort();
    if (e instanceof OverCap || seen > cap) throw tooLarge(cap);
    if (e instanceof MultipartError || e instanceof TypeError) throw validationError({ file: [MSG.fileRequired] });
    throw e;
  }
}
