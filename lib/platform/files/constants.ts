/**
 * File storage limits and copy (spec doc 2 s5, s8, s9). No Node imports: the upload
 * widgets use the same numbers and messages in the browser.
 */
export const FILE_KINDS = ["image", "document", "video", "audio"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const VISIBILITIES = ["public", "private"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

const MB = 1024 * 1024;

/** Per-kind upload limits in bytes. Images: the spec's 15 MB (15728640). The others are ours. */
export const MAX_BYTES: Record<FileKind, number> = {
  image: 15 * MB,
  document: 25 * MB,
  audio: 25 * MB,
  video: 50 * MB,
};

/** Per-kind limits a caller may raise or lower (the file library allows 100 MB documents). */
export type SizeLimits = Partial<Record<FileKind, number>>;

/** Largest request body the upload route reads: the largest file plus room for the form's framing. */
export const MAX_BODY_BYTES = Math.max(...Object.values(MAX_BYTES)) + MB;

export const MSG = {
  imageTooLarge: "The image may not be greater than 15MB.",
  /** Spec copy for an image the server cannot use; we answer it when sharp cannot decode one. */
  imageUnreadable: "Unable to upload image, Please try to reduce the cropped image and upload again!",
  imageUploaded: "Image successfully uploaded!",
  fileRequired: "The file field is required.",
  contentMismatch: "The file's content does not match its extension.",
  visibilityInvalid: "The selected visibility is invalid.",
} as const;

/** "The image may not be greater than 15MB." and the same sentence for the other kinds. */
export function tooLargeMessage(kind: FileKind | "file", max?: number): string {
  if (kind === "image" && (max === undefined || max === MAX_BYTES.image)) return MSG.imageTooLarge;
  const limit = max ?? (kind === "file" ? MAX_BODY_BYTES - MB : MAX_BYTES[kind]);
  return `The ${kind} may not be greater than ${Math.round(limit / MB)}MB.`;
}
