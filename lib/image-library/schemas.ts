import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { INT32_MAX, text } from "@/lib/http/schemas";
import { LIBRARY_PER_PAGE, STOCK_PER_PAGE, TYPE_VALUES } from "./constants";

const folderRef = z.coerce.number({ error: "The folder id must be a number." }).int().min(0).max(INT32_MAX);

export const imageType = z.enum(TYPE_VALUES, { error: "The selected type is invalid." });

export const imageListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(LIBRARY_PER_PAGE),
  /** 0 = the main folder only; absent = every folder. */
  folder_id: folderRef.optional(),
  /** The type the picker crops for; with selected_size_only=1 only images of its size (180x60 includes 180x180). */
  type: imageType.default("all"),
  selected_size_only: z.coerce.number({ error: "The selected size only field must be 0 or 1." }).int().min(0).max(1).default(0),
});
export type ImageListQuery = z.infer<typeof imageListQuery>;

export const libraryImage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Doc 2 s3's name for the image's address. */
    img_src: z.string(),
    /** Doc 2 s3: true for a crop (an image made from another, `original_id`). */
    is_cropped: z.boolean(),
    /** The same address as img_src, kept for the screens that read it. */
    url: z.string(),
    type: z.string(),
    size: z.string(),
    mime: z.string(),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    folder_id: z.number().int().nullable(),
    original_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .openapi("LibraryImage");
export type LibraryImage = z.infer<typeof libraryImage>;

export const imagePage = pageSchema(libraryImage).openapi("LibraryImagePage");
export const uploadAnswer = z.object({ status: z.number().int(), response: libraryImage });
export const bulkAnswer = z.object({
  status: z.number().int(),
  response: z.array(libraryImage),
  /** Per file, by its position in the form: the message that refused it. */
  errors: z.array(z.object({ index: z.number().int(), name: z.string(), message: z.string() })),
});
export const imageTypes = z.object({ data: z.array(z.object({ type: z.string(), size: z.string(), width: z.number().int(), height: z.number().int() })) });
export const allImages = z.object({ data: z.array(libraryImage.pick({ id: true, name: true, img_src: true, is_cropped: true, url: true, size: true, type: true })) });

export const stockQuery = z.object({
  page: z.coerce.number({ error: "The page must be a number." }).int().min(1).max(1000).default(1),
  per_page: z.coerce.number({ error: "The per page must be a number." }).int().min(1).max(80).default(STOCK_PER_PAGE),
  search: text("search").max(100).optional(),
});
export type StockQuery = z.infer<typeof stockQuery>;

export const stockPhoto = z
  .object({
    id: z.union([z.number().int(), z.string()]),
    alt: z.string(),
    photographer: z.string(),
    licence: z.string(),
    source: z.string(),
    src: z.object({ large: z.string(), large2x: z.string() }),
  })
  .openapi("StockPhoto");
export type StockPhoto = z.infer<typeof stockPhoto>;
export const stockPage = z.object({
  photos: z.array(stockPhoto),
  page: z.number().int(),
  per_page: z.number().int(),
  total_results: z.number().int(),
  last_page: z.number().int(),
  /** The term searched (the default when the search was empty). */
  search: z.string(),
  /** True when nothing matched the search and the default term's photos are shown instead. */
  fallback: z.boolean(),
});
export type StockPage = z.infer<typeof stockPage>;

export const urlToBlobQuery = z.object({ url: text("url").min(1, { error: "The url field is required." }).max(2048) });

export const uploadFormDoc = {
  type: "object" as const,
  required: ["image", "size", "type", "location"],
  properties: {
    image: { type: "string" as const, format: "binary" },
    size: { type: "string" as const, example: "600x350" },
    type: { type: "string" as const, example: "content-image" },
    location: { type: "string" as const, example: "uploads/media/1/600x350" },
    original_id: { type: "integer" as const, minimum: 1 },
    folder_id: { type: "integer" as const, minimum: 0 },
  },
};
export const bulkFormDoc = {
  type: "object" as const,
  required: ["images[]", "size", "type", "location"],
  properties: {
    "images[]": { type: "array" as const, items: { type: "string" as const, format: "binary" } },
    size: { type: "string" as const },
    type: { type: "string" as const },
    location: { type: "string" as const },
    folder_id: { type: "integer" as const, minimum: 0 },
  },
};
