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

export type ReceivedUploads = {
  /** Every part named `field` (up to `max`), each spooled to disk, in form order. */
  files: { name: string; spooled: Spooled }[];
  fields: Record<string, string>;
};

/**
 * Streams a multipart upload to a temp file while counting bytes: the body is never held in
 * memory, and one without Content-Length (chunked) is cut off as soon as it passes the cap.
 * On any failure the temp file is gone before this throws (422, never 500, for a bad body).
 * `field` names the file part (the image library sends `image`); only the first is kept.
 */
export async function receiveUpload(req: Request, cap: number, opts: { field?: string } = {}): Promise<ReceivedUpload> {
  const field = opts.field ?? "file";
  const { files, fields } = await receiveUploads(req, cap, { field, max: 1, errorField: field });
  return { file: files[0] ?? null, fields };
}

/**
 * The same for a form with several file parts of one name (bulk uploads: `images[]`): all of
 * them spool to disk under one cap for the whole body; parts past `max` are skipped unread.
 * On failure every temp file is removed. Errors are reported on `errorField` (default "file").
 */
export async function receiveUploads(req: Request, cap: number, opts: { field: string; max: number; errorField?: string }): Promise<ReceivedUploads> {
  const errorField = opts.errorField ?? "file";
  const fail = (message: string) => validationError({ [errorField]: [message] });
  const declared = req.headers.get("content-length");
  if (declared && (!/^\d+$/.test(declared) || Number(declared) > cap)) throw fail(tooLargeMessage("file", cap - 1024 * 1024));
  const boundary = boundaryOf(req.headers.get("content-type") ?? "");
  if (!boundary || !req.body) throw fail(MSG.fileRequired);
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
  const got: { name: string; sink: Awaited<ReturnType<typeof openSpool>> }[] = [];
  try {
    await readMultipart(limited, boundary, {
      async file(part) {
        if (part.name !== opts.field || got.length >= opts.max) return null;
        const entry = { name: part.filename ?? "", sink: await openSpool() };
        got.push(entry);
        return entry.sink;
      },
      field(name, value) {
        fields[name] ??= value;
      },
    });
    const files: ReceivedUploads["files"] = [];
    for (const g of got) files.push({ name: g.name, spooled: await g.sink.finish() });
    return { files, fields };
  } catch (e) {
    for (const g of got) await g.sink.abort();
    if (e instanceof OverCap || seen > cap) throw fail(tooLargeMessage("file", cap - 1024 * 1024));
    if (e instanceof MultipartError || e instanceof TypeError) throw fail(MSG.fileRequired);
    throw e;
  }
}
