import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "@/lib/http/env";
import { defineModule } from "@/lib/http/module";
import { del, get, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { checkDeclaredLength } from "@/lib/platform/files/multipart";
import { BULK_BODY_BYTES, UPLOAD_BODY_BYTES } from "./constants";
import { allImages, bulkAnswer, bulkFormDoc, imageListQuery, imagePage, imageTypes as imageTypesSchema, stockPage, stockQuery, uploadAnswer, uploadFormDoc, urlToBlobQuery } from "./schemas";
import { allImages as listAllImages, bulkUpload, deleteImage, imageTypes, listImages, uploadImage } from "./service";
import { searchStock } from "./stock";
import { urlToBlob } from "./url-to-blob";

/** After authentication (401/403 first), before the body is touched. */
const bodyCap = (cap: number) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    checkDeclaredLength(c.req.raw, cap);
    await next();
  });

// The image library is the Images view of the files screen (/files): the files area governs it.
const view = { tenancy: "location", permit: ["files", "view"] } as const;
const create = { tenancy: "location", permit: ["files", "create"] } as const;

export const imageLibraryModule = defineModule("image-library", [
  post("/image-library/upload", { ...create, summary: "An uploaded or cropped image (status 1, response)", multipart: uploadFormDoc, middleware: [bodyCap(UPLOAD_BODY_BYTES)], response: uploadAnswer, status: 201 },
    ({ db, ctx, req }) => uploadImage(db, ctx, req)),
  post("/image-library/bulk-upload", { ...create, summary: "Several images; each refused one is listed by position", multipart: bulkFormDoc, middleware: [bodyCap(BULK_BODY_BYTES)], response: bulkAnswer, status: 201 },
    ({ db, ctx, req }) => bulkUpload(db, ctx, req)),
  get("/image-library/images", { ...view, summary: "A page of the library's images (12 a page)", query: imageListQuery, response: imagePage },
    ({ db, ctx, query }) => listImages(db, ctx, query)),
  get("/image-library/types", { ...view, summary: "The cropper's image types and sizes", response: imageTypesSchema },
    () => imageTypes()),
  get("/image-library/all-images", { ...view, summary: "The newest images (up to 500), for pickers", response: allImages },
    ({ db, ctx }) => listAllImages(db, ctx)),
  get("/image-library/pexels-image", { ...view, summary: "Stock photos (12 a page; empty search: Fitness)", query: stockQuery, response: stockPage },
    ({ query }) => searchStock(query)),
  get("/image-library/url-to-blob", { ...view, summary: "A stock photo's or stored image's bytes (only those hosts)", query: urlToBlobQuery },
    ({ db, ctx, query }) => urlToBlob(db, ctx, query.url)),
  del("/image-library/{id}/delete", { tenancy: "location", permit: ["files", "delete"], summary: "The image deleted with its stored file", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteImage(db, ctx, params.id)),
]);
