import sharp from "sharp";
import { validationError } from "@/lib/http/errors";
import { MSG } from "./constants";
import type { ImageFormat } from "./validate";

/** Longest edge we keep; larger photos are scaled down (never up). */
export const MAX_EDGE = 2560;
/** Refuse decompression bombs before decoding: about a 100-megapixel photo. */
export const MAX_INPUT_PIXELS = 100_000_000;

export type NormalizedImage = { bytes: Buffer; ext: string; mime: string; width: number; height: number };

/**
 * Re-encodes an uploaded image: turned upright by its EXIF orientation, metadata stripped
 * (sharp writes none unless asked), long edge capped. PNG, WebP and GIF keep their format
 * (transparency, animation); JPEG stays JPEG. Whatever the upload held besides pixels is gone.
 */
export async function normalizeImage(bytes: Uint8Array, format: ImageFormat): Promise<NormalizedImage> {
  const animated = format === "gif" || format === "webp";
  try {
    let img = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    if (!animated) img = img.autoOrient();
    img = img.resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
    const out =
      format === "png" || format === "apng"
        ? { img: img.png(), ext: "png", mime: "image/png" }
        : format === "webp"
          ? { img: img.webp({ quality: 85 }), ext: "webp", mime: "image/webp" }
          : format === "gif"
            ? { img: img.gif(), ext: "gif", mime: "image/gif" }
            : { img: img.jpeg({ quality: 85 }), ext: "jpg", mime: "image/jpeg" };
    const { data, info } = await out.img.toBuffer({ resolveWithObject: true });
    // Animated output stacks its frames: one frame's height is the image's height.
    const height = info.pageHeight ?? info.height;
    return { bytes: data, ext: out.ext, mime: out.mime, width: info.width, height };
  } catch (e) {
    if (process.env.NODE_ENV !== "test") console.warn("image decode failed:", (e as Error).message);
    throw validationError({ file: [MSG.imageUnreadable] });
  }
}
