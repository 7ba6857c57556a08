import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam } from "@/lib/http/schemas";
import { builderRoutes } from "./builder-routes";
import { loggingRoutes } from "./logging-routes";
import { planRoutes } from "./plan-routes";
import { duplicateExercise } from "./duplicate-exercise";
import { WORKOUT_MSG } from "./constants";
import {
  answer, attributeCreate, attributeRow, attributeTypeRow, categoryCreate, categoryRow, exerciseCreate, exerciseListQuery, exerciseRow, exerciseUpdate,
  favouriteBody, idBody, messageOnly, pinBody,
} from "./schemas";
import {
  attributeTypes, createAttribute, createCategory, createExercise, customAttributeTypes, deleteAttribute, deleteCategory, deleteExercise, listCategories,
  listExercises, pinAttributeType, setFavourite, updateExercise,
} from "./service";

// The exercise library (doc 3 s7 "Workouts"); the builder's calls are in builder-routes.ts (issue 29).
const view = { tenancy: "location", permit: ["workouts", "view"] } as const;
const create = { tenancy: "location", permit: ["workouts", "create"] } as const;
const update = { tenancy: "location", permit: ["workouts", "update"] } as const;
const remove = { tenancy: "location", permit: ["workouts", "delete"] } as const;

/** The errors each call can answer, for the OpenAPI document. */
const E = {
  list: "422: a bad filter (attribute_ids not a list of ids, an unknown source or sort).",
  create: "422: an empty or long name, a video URL that is not YouTube/Vimeo. 404: a category, attribute or image that is not the location's.",
  update: "422: as create-exercise, and a system exercise (read-only: duplicate it to edit). 404: another location's exercise, category, attribute or image.",
  remove: "422: a system exercise (read-only). 404: another location's exercise.",
  favourite: "404: an exercise the location cannot read.",
  category: "422: an empty name or one the location already has.",
  gone: "404: another location's category.",
  attribute: "422: an empty name, a name the type already has, neither or both of type_id and type_name. 404: another location's type.",
  removeAttribute: "422: a system attribute. 404: another location's attribute.",
  pin: "404: another location's attribute type.",
} as const;

const libraryRoutes = [
  get("/workout/exercises", { ...view, description: E.list, summary: "A page of the library: the system exercises and the location's own (search, attribute filters, favourites)", query: exerciseListQuery, response: pageSchema(exerciseRow) },
    ({ db, ctx, query }) => listExercises(db, ctx, query)),
  post("/workout/create-exercise", { ...create, description: E.create, summary: "A coach's own exercise", body: exerciseCreate, response: answer(exerciseRow), status: 201 },
    async ({ db, ctx, body }) => ({ data: await createExercise(db, ctx, body), message: WORKOUT_MSG.exerciseCreated })),
  post("/workout/update-exercise", { ...update, description: E.update, summary: "Edits a coach's own exercise (a system exercise is read-only: 422)", body: exerciseUpdate, response: answer(exerciseRow) },
    async ({ db, ctx, body }) => ({ data: await updateExercise(db, ctx, body), message: WORKOUT_MSG.exerciseUpdated })),
  del("/workout/delete-exercise", { ...remove, description: E.remove, summary: "Deletes a coach's own exercise (a system exercise is read-only: 422)", body: idBody, response: messageOnly },
    ({ db, ctx, body }) => deleteExercise(db, ctx, body.id)),
  post("/workout/duplicate-exercise", { ...create, description: "404: an exercise the location cannot read (another location's).", summary: "A copy the location owns of an exercise (a system one: the way to edit it), \"… (copy)\"", body: idBody, response: answer(exerciseRow), status: 201 },
    ({ db, ctx, body }) => duplicateExercise(db, ctx, body.id)),
  // Marking a favourite changes the location's library view, not the exercise: workouts update.
  patch("/workout/update-favourite-exercise", { ...update, description: E.favourite, summary: "Marks or unmarks an exercise (system or own) as the location's favourite", body: favouriteBody, response: messageOnly },
    ({ db, ctx, body }) => setFavourite(db, ctx, body.id, body.favourite)),
  get("/workout/category/lists", { ...view, summary: "The location's exercise categories", response: z.object({ data: z.array(categoryRow) }) },
    ({ db, ctx }) => listCategories(db, ctx)),
  post("/workout/category/create", { ...create, description: E.category, summary: "A new exercise category", body: categoryCreate, response: answer(categoryRow), status: 201 },
    async ({ db, ctx, body }) => ({ data: await createCategory(db, ctx, body.name), message: WORKOUT_MSG.categoryCreated })),
  del("/workout/category/{id}/delete", { ...remove, description: E.gone, summary: "Deletes a category (its exercises stay, uncategorised)", params: idParam, response: messageOnly },
    ({ db, ctx, params }) => deleteCategory(db, ctx, params.id)),
  get("/workout/attribute-types", { ...view, summary: "Exercise Type, Body Part, Muscle Target and Equipment, with their attributes", response: z.object({ data: z.array(attributeTypeRow) }) },
    ({ db, ctx }) => attributeTypes(db, ctx)),
  get("/workout/custom-attribute-types", { ...view, summary: "The location's own attribute types, with their attributes", response: z.object({ data: z.array(attributeTypeRow) }) },
    ({ db, ctx }) => customAttributeTypes(db, ctx)),
  post("/workout/create-attribute", { ...create, description: E.attribute, summary: "A coach's attribute, on an existing type or a new custom type", body: attributeCreate, response: answer(attributeRow), status: 201 },
    async ({ db, ctx, body }) => ({ data: await createAttribute(db, ctx, body), message: WORKOUT_MSG.attributeCreated })),
  del("/workout/delete-attribute", { ...remove, description: E.removeAttribute, summary: "Deletes a coach's own attribute (system attributes: 422)", body: idBody, response: messageOnly },
    ({ db, ctx, body }) => deleteAttribute(db, ctx, body.id)),
  patch("/workout/pin-attribute-type", { ...update, description: E.pin, summary: "Pins or unpins an attribute type in the location's filters", body: pinBody, response: messageOnly },
    ({ db, ctx, body }) => pinAttributeType(db, ctx, body.type_id, body.pinned)),
] as const;

export const workoutsModule = defineModule("workouts", [...libraryRoutes, ...builderRoutes, ...loggingRoutes, ...planRoutes]);
