import sharp from "sharp";
import { validationError } from "@/lib/http/errors";
import { MSG } from "./constants";
import type { ImageFormat } from "./validate";

/** Longest edge we keep; larger photos are scaled down (never up). */
export const MAX_EDGE = 2560;
/** Refuse decompression bombs before decoding: about a 100-megapixel photo. */
export const MAX_INPUT_PIXELS = 100_000_000;

export type NormalizedImage = { bytes: Buffer; ext: string; mime: string; width: number; height: number };

type Pipeline = { img: ReturnType<typeof sharp>; ext: string; mime: string };

/**
 * Re-encodes an uploaded image: turned upright by its EXIF orientation, metadata stripped
 * (sharp writes none unless asked), long edge capped. PNG, WebP and GIF keep their format
 * (transparency, animation); JPEG stays JPEG. Whatever the upload held besides pixels is gone.
 * `input` is the bytes or a file path (an upload spooled to disk is decoded from there).
 */
function pipeline(input: Uint8Array | string, format: ImageFormat): Pipeline {
  const animated = format === "gif" || format === "webp";
  let img = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  if (!animated) img = img.autoOrient();
  img = img.resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
  return format === "png" || format === "apng"
    ? { img: img.png(), ext: "png", mime: "image/png" }
    : format === "webp"
      ? { img: img.webp({ quality: 85 }), ext: "webp", mime: "image/webp" }
      : format === "gif"
        ? { img: img.gif(), ext: "gif", mime: "image/gif" }
        : { img: img.jpeg({ quality: 85 }), ext: "jpg", mime: "image/jpeg" };
}

function unreadable(e: unknown): never {
  if (process.env.NODE_ENV !== "test") console.warn("image decode failed:", (e as Error).message);
  throw validationError({ file: [MSG.imageUnreadable] });
}

export async function normalizeImage(input: Uint8Array | string, format: ImageFormat): Promise<NormalizedImage> {
  try {
    const out = pipeline(input, format);
    const { data, info } = await out.img.toBuffer({ resolveWithObject: true });
    // Animated output stacks its frames: one frame's height is the image's height.
    return { bytes: data, ext: out.ext, mime: out.mime, width: info.width, height: info.pageHeight ?? info.height };
  } catch (e) {
    unreadable(e);
  }
}

/** The same, from a file on disk to a file on disk (uploads: nothing held whole in memory). */
export async function normalizeImageFile(input: string, format: ImageFormat, output: string): Promise<Omit<NormalizedImage, "bytes"> & { size: number }> {
  try {
    const out = pipeline(input, format);
    const info = await out.img.toFile(output);
    return { ext: out.ext, mime: out.mime, width: info.width, height: info.pageHeight ?? info.height, size: info.size };
  } catch (e) {
    unreadable(e);
  }
}
