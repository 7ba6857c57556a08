import fs from "node:fs";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { validationError } from "@/lib/http/errors";
import { MAX_BYTES, MSG, tooLargeMessage, type FileKind, type SizeLimits } from "./constants";

/** Image formats we decode and re-encode (file-type's names). SVG is never an image here. */
export const IMAGE_FORMATS = ["jpg", "png", "apng", "gif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

type Rule = {
  kind: FileKind;
  /** The mime we store and serve; the browser's claimed type is never trusted. */
  mime: string;
  /** What file-type must find in the bytes; "text" = no signature, valid UTF-8, not markup. */
  content: readonly string[] | "text";
};

const image = (mime: string): Rule => ({ kind: "image", mime, content: IMAGE_FORMATS });
const CFB = ["cfb"]; // legacy Office files share the compound-file signature

/** Allowed extensions. Anything else (svg, html, exe, js, ...) is refused. */
export const FILE_TYPES: Record<string, Rule> = {
  jpg: image("image/jpeg"),
  jpeg: image("image/jpeg"),
  png: image("image/png"),
  gif: image("image/gif"),
  webp: image("image/webp"),
  pdf: { kind: "document", mime: "application/pdf", content: ["pdf"] },
  doc: { kind: "document", mime: "application/msword", content: CFB },
  xls: { kind: "document", mime: "application/vnd.ms-excel", content: CFB },
  ppt: { kind: "document", mime: "application/vnd.ms-powerpoint", content: CFB },
  docx: { kind: "document", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", content: ["docx"] },
  xlsx: { kind: "document", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", content: ["xlsx"] },
  pptx: { kind: "document", mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", content: ["pptx"] },
  csv: { kind: "document", mime: "text/csv", content: "text" },
  txt: { kind: "document", mime: "text/plain", content: "text" },
  mp4: { kind: "video", mime: "video/mp4", content: ["mp4", "m4v"] },
  mov: { kind: "video", mime: "video/quicktime", content: ["mov"] },
  webm: { kind: "video", mime: "video/webm", content: ["webm"] },
  mp3: { kind: "audio", mime: "audio/mpeg", content: ["mp3"] },
  m4a: { kind: "audio", mime: "audio/mp4", content: ["m4a", "mp4"] },
  wav: { kind: "audio", mime: "audio/wav", content: ["wav"] },
  ogg: { kind: "audio", mime: "audio/ogg", content: ["ogg", "oga", "opus"] },
};

export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPES);
export const extensionMessage = () => `The file must be a file of type: ${ALLOWED_EXTENSIONS.join(", ")}.`;

/**
 * The uploaded name as a display label only: last path segment, no control characters,
 * at most 255 characters. It is stored and shown, never used to build a path or key.
 */
export function safeName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return (clean === "" || clean === "." || clean === ".." ? "file" : clean).slice(-255);
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe)/i;

/** UTF-8 text without NUL bytes that does not open like an HTML or SVG document. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let head: string;
  try {
    head = new TextDecoder("utf-8", { fatal: true }).decode(bytes).slice(0, 1024);
  } catch {
    return false;
  }
  return !MARKUP.test(head.replace(/^\ufeff/, ""));
}

/** The same for a file on disk, read in chunks with `fatal`: all of it checked, never held whole. */
export async function isPlainTextFile(file: string): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let head = "";
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      const text = decoder.decode(bytes, { stream: true });
      if (head.length < 1024) head += text.slice(0, 1024 - head.length);
    }
    decoder.decode(); // a file that ends inside a UTF-8 sequence is not text
  } catch {
    return false;
  }
  return !MARKUP.test(head.replace(/^\ufeff/, ""));
}

export type Checked = {
  kind: FileKind;
  name: string;
  /** Extension and mime of what is stored (for images, of the decoded format). */
  ext: string;
  mime: string;
  /** For images: the format found in the bytes, which images.ts re-encodes. */
  imageFormat?: ImageFormat;
};

const fail = (message: string) => validationError({ file: [message] });

/**
 * Extension, size and content, in that order; throws the spec's 422 on the first failure.
 * An upload is a file on disk (spooled as it arrived): only its head is read to sniff it.
 */
export async function checkUpload(name: string, input: Uint8Array | { path: string; size: number }, limits: SizeLimits = {}): Promise<Checked> {
  const onDisk = !(input instanceof Uint8Array);
  const size = onDisk ? input.size : input.byteLength;
  const display = safeName(name);
  const ext = extensionOf(display);
  const rule = FILE_TYPES[ext];
  if (!rule) throw fail(extensionMessage());
  if (size === 0) throw fail(MSG.fileRequired);
  const max = limits[rule.kind] ?? MAX_BYTES[rule.kind];
  if (size > max) throw fail(tooLargeMessage(rule.kind, max));

  if (rule.content === "text") {
    if (!(onDisk ? await isPlainTextFile(input.path) : isPlainText(input))) throw fail(MSG.contentMismatch);
    return { kind: rule.kind, name: display, ext, mime: rule.mime };
  }
  const found = onDisk ? await fileTypeFromFile(input.path) : await fileTypeFromBuffer(input);
  if (!found || !rule.content.includes(found.ext)) throw fail(MSG.contentMismatch);
  if (rule.kind === "image") {
    // A photo saved as .png but holding JPEG is still a photo: the bytes decide the format.
    const format = found.ext as ImageFormat;
    const canonical = format === "apng" ? "png" : format;
    return { kind: "image", name: display, ext: canonical, mime: FILE_TYPES[canonical].mime, imageFormat: format };
  }
  return { kind: rule.kind, name: display, ext: ext === "jpeg" ? "jpg" : ext, mime: rule.mime };
}
