import { z } from "@hono/zod-openapi";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { ATTRIBUTE_NAME_MAX, CATEGORY_NAME_MAX, CUES_MAX, EXERCISE_ATTRIBUTES_MAX, EXERCISE_NAME_MAX, EXERCISE_SORTS, WORKOUT_MSG } from "./constants";
import { parseVideoUrl } from "./video";

const name = (max: number) => text("name").trim().min(1, WORKOUT_MSG.nameRequired).max(max, `The name may not be greater than ${max} characters.`);
const flag = z.enum(["0", "1", "true", "false"], { error: "The field must be true or false." }).transform((v) => v === "1" || v === "true");

/** `attribute_ids=3,17`: exercises having every listed attribute. */
const idList = (field: string) =>
  z.string().trim().max(500, `The ${field} may not be greater than 500 characters.`)
    .transform((s, c) => {
      const ids = s ? s.split(",").map((v) => Number(v.trim())) : [];
      if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
        c.addIssue({ code: "custom", message: `The ${field} must be a list of ids.` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

export const exerciseListQuery = pageQuery.extend({
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
  attribute_ids: idList("attribute ids").optional(),
  category_id: id("category_id").optional(),
  favourites: flag.optional(),
  source: z.enum(["all", "system", "custom"], { error: "The selected source is invalid." }).default("all"),
  order_by: z.enum(EXERCISE_SORTS, { error: "The selected order by is invalid." }).default("name"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("asc"),
});
export type ExerciseListQuery = z.infer<typeof exerciseListQuery>;

export const attributeRow = z.object({ id: z.number().int(), type_id: z.number().int(), name: z.string(), is_system: z.boolean() }).openapi("WorkoutAttribute");
export const exerciseRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    is_system: z.boolean(),
    category_id: z.number().int().nullable(),
    picture: z.string(),
    images: z.array(z.string()),
    video_url: z.string().nullable(),
    video_provider: z.enum(["youtube", "vimeo"]).nullable(),
    video_id: z.string().nullable(),
    cues: z.string(),
    force: z.string(),
    mechanic: z.string(),
    is_favourite: z.boolean(),
    attributes: z.array(attributeRow),
    created_at: z.string(),
  })
  .openapi("WorkoutExercise");
export type ExerciseRow = z.infer<typeof exerciseRow>;

const videoUrl = text("video_url").trim().max(500, "The video url may not be greater than 500 characters.")
  .refine((v) => v === "" || parseVideoUrl(v) !== null, WORKOUT_MSG.videoInvalid);

const exerciseFields = {
  name: name(EXERCISE_NAME_MAX),
  category_id: id("category_id").nullable().default(null),
  attribute_ids: z.array(id("attribute_ids.*"), { error: "The attribute ids field must be a list." }).max(EXERCISE_ATTRIBUTES_MAX).default([]),
  /** A picture from the location's image library (an upload goes there first: image-library upload). */
  image_id: id("image_id").nullable().default(null),
  video_url: videoUrl.nullable().default(null),
  cues: text("cues").max(CUES_MAX, `The cues may not be greater than ${CUES_MAX} characters.`).default(""),
};
export const exerciseCreate = z.object(exerciseFields).openapi("WorkoutExerciseCreate");
export type ExerciseCreate = z.infer<typeof exerciseCreate>;
/** update-exercise: the same fields; an image_id left out keeps the picture. */
export const exerciseUpdate = z.object({ id: id(), ...exerciseFields, image_id: id("image_id").nullable().optional() }).openapi("WorkoutExerciseUpdate");
export type ExerciseUpdate = z.infer<typeof exerciseUpdate>;
export const idBody = z.object({ id: id() });
export const favouriteBody = z.object({ id: id(), favourite: z.boolean({ error: "The favourite field must be true or false." }) });

export const categoryRow = z.object({ id: z.number().int(), name: z.string(), exercises_count: z.number().int() }).openapi("WorkoutCategory");
export const categoryCreate = z.object({ name: name(CATEGORY_NAME_MAX) });

export const attributeTypeRow = z
  .object({ id: z.number().int(), name: z.string(), is_system: z.boolean(), pinned: z.boolean(), attributes: z.array(attributeRow) })
  .openapi("WorkoutAttributeType");
export const attributeCreate = z
  .object({
    /** An existing type (a system one or the coach's own), or `type_name` for a new custom type. */
    type_id: id("type_id").optional(),
    type_name: text("type_name").trim().min(1).max(ATTRIBUTE_NAME_MAX).optional(),
    name: name(ATTRIBUTE_NAME_MAX),
  })
  .refine((b) => (b.type_id === undefined) !== (b.type_name === undefined), { message: "Give either the type id or a new type name.", path: ["type_id"] });
export const pinBody = z.object({ type_id: id("type_id"), pinned: z.boolean({ error: "The pinned field must be true or false." }) });

export const answer = <T extends z.ZodType>(item: T) => z.object({ data: item, message: z.string() });
export const messageOnly = z.object({ status: z.number().int(), message: z.string() });
