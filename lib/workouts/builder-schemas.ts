import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import {
  BLOCK_EXERCISES_MAX, BLOCK_NAME_MAX, BLOCK_TYPES, DEFAULT_REPS, DEFAULT_REST, DEFAULT_SETS, NOTES_MAX, ROUNDS_MAX, SET_LIMITS, SETS_MAX, TIME_CAP_MAX,
  WORKOUT_BUILDER_MSG, WORKOUT_DESCRIPTION_MAX, WORKOUT_IDS_MAX, WORKOUT_NAME_MAX, WORKOUT_SORTS, WORKOUTS_PER_PAGE,
} from "./constants";

const num = (field: string, min: number, max: number, opts: { int?: boolean; step?: number } = {}) => {
  let n = z.number({ error: `The ${field} must be a number.` });
  if (opts.int) n = n.int({ error: `The ${field} must be a whole number.` });
  if (opts.step) n = n.multipleOf(opts.step, { error: `The ${field} must be a multiple of ${opts.step}.` });
  return n.min(min, { error: `The ${field} must be at least ${min}.` }).max(max, { error: `The ${field} may not be greater than ${max}.` }).nullable().default(null);
};

/** One prescribed set; every field optional (null), weight in kg, times in seconds, distance in metres. */
export const workoutSet = z
  .object({
    reps: num("reps", 0, SET_LIMITS.reps, { int: true }),
    reps_max: num("reps max", 1, SET_LIMITS.reps, { int: true }),
    weight: num("weight", 0, SET_LIMITS.weight, { step: 0.25 }),
    time: num("time", 0, SET_LIMITS.time, { int: true }),
    distance: num("distance", 0, SET_LIMITS.distance, { step: 0.1 }),
    rest: num("rest", 0, SET_LIMITS.rest, { int: true }),
    tempo: text("tempo").trim().toUpperCase().regex(/^[0-9X]{4}$/, { error: "The tempo must be four digits (X for explosive), like 3010." }).nullable().default(null),
    rpe: num("rpe", SET_LIMITS.rpeMin, SET_LIMITS.rpeMax, { step: 0.5 }),
  })
  .refine((s) => s.reps_max === null || (s.reps !== null && s.reps_max >= s.reps), { message: WORKOUT_BUILDER_MSG.repsRange, path: ["reps_max"] })
  .openapi("WorkoutSet");
export type WorkoutSetInput = z.infer<typeof workoutSet>;
const sets = z.array(workoutSet, { error: "The sets field must be a list." })
  .min(1, { error: "A block exercise needs at least one set." })
  .max(SETS_MAX, { error: `A block exercise may have at most ${SETS_MAX} sets.` });
export const defaultSets = (): WorkoutSetInput[] =>
  Array.from({ length: DEFAULT_SETS }, () => ({ reps: DEFAULT_REPS, reps_max: null, weight: null, time: null, distance: null, rest: DEFAULT_REST, tempo: null, rpe: null }));

const workoutName = text("name").trim().min(1, { error: "The name field is required." }).max(WORKOUT_NAME_MAX, { error: `The name may not be greater than ${WORKOUT_NAME_MAX} characters.` });
const notes = (field = "notes") => text(field).max(NOTES_MAX, { error: `The ${field} may not be greater than ${NOTES_MAX} characters.` }).default("");

export const workoutListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(WORKOUTS_PER_PAGE),
  search: text("search").max(100, { error: "The search may not be greater than 100 characters." }).optional(),
  order_by: z.enum(WORKOUT_SORTS, { error: "The selected order by is invalid." }).default("order"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
});
export type WorkoutListQuery = z.infer<typeof workoutListQuery>;

export const workoutSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    thumbnail: z.string().nullable(),
    ordering: z.number().int(),
    blocks: z.number().int(),
    exercises: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("WorkoutSummary");
export type WorkoutSummary = z.infer<typeof workoutSummary>;
export const workoutPage = pageSchema(workoutSummary).openapi("WorkoutPage");
export const workoutAll = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export const workoutCreate = z.object({ name: workoutName, description: text("description").max(WORKOUT_DESCRIPTION_MAX, { error: `The description may not be greater than ${WORKOUT_DESCRIPTION_MAX} characters.` }).default("") });
export const workoutRename = z.object({ name: workoutName });
export const workoutIds = z.object({
  ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, { error: "The ids field is required." }).max(WORKOUT_IDS_MAX, { error: `At most ${WORKOUT_IDS_MAX} ids at a time.` }),
});
export const sortIds = z.object({
  ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, { error: "The ids field is required." }).max(BLOCK_EXERCISES_MAX + 20, { error: "Too many ids." }),
});
export const workoutIdParam = z.object({ workout_id: id("workout_id") });

export const blockExerciseRow = z
  .object({
    id: z.number().int(),
    block_id: z.number().int(),
    exercise_id: z.number().int(),
    name: z.string(),
    picture: z.string(),
    is_system: z.boolean(),
    ordering: z.number().int(),
    notes: z.string(),
    sets: z.array(workoutSet),
  })
  .openapi("WorkoutBlockExercise");
export type BlockExerciseRow = z.infer<typeof blockExerciseRow>;

export const blockRow = z
  .object({
    id: z.number().int(),
    workout_id: z.number().int(),
    type: z.enum(BLOCK_TYPES),
    name: z.string(),
    rounds: z.number().int().nullable(),
    time_cap_seconds: z.number().int().nullable(),
    notes: z.string(),
    ordering: z.number().int(),
    smart_block_id: z.number().int().nullable(),
    exercises: z.array(blockExerciseRow),
  })
  .openapi("WorkoutBlock");
export type BlockRow = z.infer<typeof blockRow>;

export const workoutDetail = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), thumbnail: z.string().nullable(), blocks: z.array(blockRow), created_at: z.string(), updated_at: z.string() })
  .openapi("WorkoutDetail");
export type WorkoutDetail = z.infer<typeof workoutDetail>;

/** A block's shape: a circuit's rounds (3 when left out), an AMRAP's or EMOM's time cap (required); other types keep neither. */
const blockFields = z.object({
  type: z.enum(BLOCK_TYPES, { error: "The selected type is invalid." }).default("regular"),
  name: text("name").trim().max(BLOCK_NAME_MAX, { error: `The name may not be greater than ${BLOCK_NAME_MAX} characters.` }).default(""),
  rounds: z.number({ error: "The rounds must be a number." }).int({ error: "The rounds must be a whole number." }).min(1, { error: "The rounds must be at least 1." }).max(ROUNDS_MAX, { error: `The rounds may not be greater than ${ROUNDS_MAX}.` }).nullable().default(null),
  time_cap_seconds: z.number({ error: "The time cap must be a number." }).int({ error: "The time cap must be a whole number of seconds." }).min(60, { error: "The time cap must be at least 60 seconds." }).max(TIME_CAP_MAX, { error: `The time cap may not be greater than ${TIME_CAP_MAX} seconds.` }).nullable().default(null),
  notes: notes(),
});
const timeCapRule = (b: { type: string; time_cap_seconds: number | null; smart_block_id?: number | null }) =>
  !!b.smart_block_id || !["amrap", "emom"].includes(b.type) || b.time_cap_seconds !== null;
export const blockUpdate = blockFields.refine(timeCapRule, { message: WORKOUT_BUILDER_MSG.timeCapRequired, path: ["time_cap_seconds"] }).openapi("WorkoutBlockUpdate");
export type BlockUpdate = z.infer<typeof blockUpdate>;
/** A new block, or with `smart_block_id` a copy of that smart block (its own fields then come from it). */
export const blockCreate = blockFields
  .extend({ smart_block_id: id("smart_block_id").nullable().default(null) })
  .refine(timeCapRule, { message: WORKOUT_BUILDER_MSG.timeCapRequired, path: ["time_cap_seconds"] })
  .openapi("WorkoutBlockCreate");
export type BlockCreate = z.infer<typeof blockCreate>;

export const addExercise = z.object({
  block_id: id("block_id"),
  exercise_id: id("exercise_id"),
  /** Left out: 3 x 10 with 60 s rest. */
  sets: sets.optional(),
  notes: notes(),
}).openapi("WorkoutAddExercise");
export type AddExercise = z.infer<typeof addExercise>;
/** Moves a block exercise into the block of the path (same workout) and/or swaps its exercise. */
export const updateBlockExercise = z.object({ block_exercise_id: id("block_exercise_id"), exercise_id: id("exercise_id").optional() });
export const blockExerciseId = z.object({ block_exercise_id: id("block_exercise_id") });
export const blockExercisePatch = z.object({ sets: sets.optional(), notes: text("notes").max(NOTES_MAX, { error: `The notes may not be greater than ${NOTES_MAX} characters.` }).optional() });

export const smartBlockCreate = z.object({ name: text("name").trim().min(1, { error: "The name field is required." }).max(BLOCK_NAME_MAX, { error: `The name may not be greater than ${BLOCK_NAME_MAX} characters.` }) });
export const smartBlockRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(BLOCK_TYPES),
    rounds: z.number().int().nullable(),
    time_cap_seconds: z.number().int().nullable(),
    exercises: z.array(z.object({ exercise_id: z.number().int(), name: z.string(), sets: z.number().int() })),
    created_at: z.string(),
  })
  .openapi("WorkoutSmartBlock");
export const smartBlockQuery = pageQuery.extend({ search: text("search").max(100, { error: "The search may not be greater than 100 characters." }).optional() });
export const smartBlockPage = pageSchema(smartBlockRow);

export const saved = <T extends z.ZodType>(item: T) => z.object({ status: z.number().int(), message: z.string(), data: item });
