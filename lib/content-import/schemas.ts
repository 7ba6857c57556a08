import { z } from "@hono/zod-openapi";

const typeOf = z.object({ type: z.string(), icon: z.string() });

/** Doc 2 "Verified file result": status, response (item count), type {type, icon}, limit_reached_message. */
export const verifyAnswer = z
  .object({ status: z.number().int(), message: z.string(), response: z.number().int(), type: typeOf.nullable(), limit_reached_message: z.string().nullable() })
  .openapi("ContentImportVerify");
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

export const locationsAnswer = z.object({ locations: z.array(z.object({ id: z.number().int(), businessname: z.string(), is_primary: z.number().int() })) });

export const importAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({ id: z.number().int(), batch: z.string(), total: z.number().int(), items: z.number().int(), accounts: z.number().int(), type: typeOf }),
});

const history = z.object({ location_id: z.number().int(), businessname: z.string(), type: z.string(), link: z.string(), state: z.string(), names: z.array(z.string()) });
export const batch = z
  .object({
    id: z.number().int(),
    batch: z.string(),
    date: z.string(),
    type: z.string(),
    icon: z.string(),
    file_name: z.string(),
    total: z.number().int(),
    done: z.number().int(),
    /** failed: every account finished, and one of them could not (its items made so far stay). */
    state: z.enum(["running", "completed", "failed"]),
    histories: z.array(history),
  })
  .openapi("ContentImportBatch");
export type Batch = z.infer<typeof batch>;
export const historiesAnswer = z.object({ latest: batch.nullable(), batches: z.array(batch) });

export const verifyFormDoc = {
  type: "object" as const,
  required: ["file"],
  properties: { file: { type: "string" as const, format: "binary", description: "A .csv, .xls or .xlsx content file (header row: content_type, title, section, subsection, content, question_type, options, media_url)" } },
};
export const importFormDoc = {
  type: "object" as const,
  required: ["file", "user_ids"],
  properties: {
    file: verifyFormDoc.properties.file,
    user_ids: {
      type: "array" as const,
      items: { type: "string" as const },
      description: "The account (location) ids to import into: one field comma separated (`1,2`), or repeated (`user_ids=1`, `user_ids=2`, also as `user_ids[]`); every listed account gets the import",
    },
  },
};
