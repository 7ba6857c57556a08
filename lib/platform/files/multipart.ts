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

/**
 * The form's text fields. `fields` holds each name's first value (a scalar field); `lists` every
 * value of a name in form order, with an array suffix dropped, so a list arrives whole however a
 * client spells it: `ids=1&ids=2`, `ids[]=1&ids[]=2` and `ids[0]=1&ids[1]=2` all read as
 * `lists.ids`. Both have no prototype: a field named `constructor` is only a field.
 */
export type FormFields = {
  fields: Record<string, string>;
  lists: Record<string, string[]>;
};

export type ReceivedUpload = FormFields & {
  /** The `file` part, spooled to disk; null when the form had none. */
  file: { name: string; spooled: Spooled } | null;
};

export type ReceivedUploads = FormFields & {
  /** Every part named `field` (up to `max`), each spooled to disk, in form order. */
  files: { name: string; spooled: Spooled }[];
};

/** `ids[]` and `ids[3]` are the list `ids`; any other name is itself. */
export const listName = (name: string) => name.replace(/\[\d*\]$/, "") || name;

/** Collects text fields as {@link FormFields} describes. */
export function formFields(): FormFields & { add(name: string, value: string): void } {
  const fields: Record<string, string> = Object.create(null);
  const lists: Record<string, string[]> = Object.create(null);
  return {
    fields,
    lists,
    add(name, value) {
      fields[name] ??= value;
      (lists[listName(name)] ??= []).push(value);
    },
  };
}

/**
 * Streams a multipart upload to a temp file while counting bytes: the body is never held in
 * memory, and one without Content-Length (chunked) is cut off as soon as it passes the cap.
 * On any failure the temp file is gone before this throws (422, never 500, for a bad body).
 * `field` names the file part (the image library sends `image`); only the first is kept.
 */
export async function receiveUpload(req: Request, cap: number, opts: { field?: string } = {}): Promise<ReceivedUpload> {
  const field = opts.field ?? "file";
  const { files, fields, lists } = await receiveUploads(req, cap, { field, max: 1, errorField: field });
  return { file: files[0] ?? null, fields, lists };
}

/**
 * The same for a form with several file parts of one name (bulk uploads: `images[]`, also sent
 * as `images` or `images[0]`, `images[1]`…, the same list as for text fields): all of
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
  const form = formFields();
  const got: { name: string; sink: Awaited<ReturnType<typeof openSpool>> }[] = [];
  try {
    await readMultipart(limited, boundary, {
      async file(part) {
        // A list of files arrives whole however it is spelled (`images[]`, `images`, `images[0]`).
        if (listName(part.name) !== listName(opts.field) || got.length >= opts.max) return null;
        const entry = { name: part.filename ?? "", sink: await openSpool() };
        got.push(entry);
        return entry.sink;
      },
      field(name, value) {
        form.add(name, value);
      },
    });
    const files: ReceivedUploads["files"] = [];
    for (const g of got) files.push({ name: g.name, spooled: await g.sink.finish() });
    return { files, fields: form.fields, lists: form.lists };
  } catch (e) {
    for (const g of got) await g.sink.abort();
    if (e instanceof OverCap || seen > cap) throw fail(tooLargeMessage("file", cap - 1024 * 1024));
    if (e instanceof MultipartError || e instanceof TypeError) throw fail(MSG.fileRequired);
    throw e;
  }
}
