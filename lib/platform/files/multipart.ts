import { validationError } from "@/lib/http/errors";
import { MSG, tooLargeMessage } from "./constants";

const tooLarge = () => validationError({ file: [tooLargeMessage("file")] });

/** Refuses a declared Content-Length over the cap before a byte of the body is read. */
export function checkDeclaredLength(req: Request, cap: number): void {
  const declared = req.headers.get("content-length");
  if (declared && (!/^\d+$/.test(declared) || Number(declared) > cap)) throw tooLarge();
}

/**
 * Parses a multipart body while counting bytes: a body without Content-Length (chunked) is
 * cut off as soon as it passes the cap, so at most `cap` bytes are ever held in memory.
 */
export async function readLimitedForm(req: Request, cap: number): Promise<FormData> {
  checkDeclaredLength(req, cap);
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !req.body) throw validationError({ file: [MSG.fileRequired] });
  let seen = 0;
  const limited = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        seen += chunk.byteLength;
        if (seen > cap) out.error(new RangeError("body over cap"));
        else out.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(limited, { headers: { "content-type": type } }).formData();
  } catch {
    if (seen > cap) throw tooLarge();
    throw validationError({ file: [MSG.fileRequired] });
  }
}
