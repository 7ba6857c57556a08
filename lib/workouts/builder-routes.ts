import { del, get, patch, post } from "@/lib/http/route";
import { id, idParam, statusOk } from "@/lib/http/schemas";
import { createWorkout, deleteWorkouts, duplicateWorkout, listAllWorkouts, listWorkouts, readWorkout, renameWorkout, updateWorkout } from "./builder";
import {
  addExercise, blockCreate, blockExerciseId, blockExercisePatch, blockUpdate, saved, smartBlockCreate, smartBlockPage, smartBlockQuery, smartBlockRow, sortIds,
  updateBlockExercise, workoutAll, workoutCreate, workoutDetail, workoutIdParam, workoutIds, workoutListQuery, workoutPage, workoutRename,
} from "./builder-schemas";
import {
  addBlockExercise, createBlock, createSmartBlock, deleteBlock, deleteBlockExercise, deleteSmartBlock, duplicateBlock, duplicateBlockExercise, listSmartBlocks,
  moveBlockExercise, patchBlockExercise, sortBlockExercises, sortBlocks, updateBlock,
} from "./blocks";
import { z } from "@hono/zod-openapi";
import { addContactBody, assignAnswer, assignedPage, assignedQuery, contactWorkoutsPage, contactWorkoutsQuery, removeContactBody } from "./assignment-schemas";
import { addContacts, contactWorkouts, listAssigned, removeContacts } from "./assignments";
import { idBody } from "./schemas";

// The workout builder (doc 3 s7 "Workouts", issue 29): workouts, blocks, block exercises and sets, smart blocks.
const view = { tenancy: "location", permit: ["workouts", "view"] } as const;
const create = { tenancy: "location", permit: ["workouts", "create"] } as const;
const update = { tenancy: "location", permit: ["workouts", "update"] } as const;
const remove = { tenancy: "location", permit: ["workouts", "delete"] } as const;

const answer = saved(workoutDetail);
const SET_ERRORS = "Set values: reps 0-1,000 (reps_max at least reps), weight 0-1,000 kg in 0.25 steps, time 0-86,400 s, distance 0-1,000,000 m, rest 0-3,600 s, tempo four digits or X, RPE 1-10 in 0.5 steps; else 422 on `sets.N.field`.";
/** The errors each call can answer, for the OpenAPI document. */
const E = {
  list: "422: an unknown order_by or order, a search over 100 characters.",
  name: "422: an empty name or one over 191 characters. 404: another location's workout.",
  ids: "422: no ids or more than 100. 404: any id not the location's (nothing is deleted).",
  block: "422: an unknown type, AMRAP/EMOM without time_cap_seconds (60-7,200), rounds outside 1-100, more than 50 blocks. 404: another location's workout or smart block.",
  sortBlocks: "422: ids that are not exactly the workout's blocks (one missing, or another workout's). 404: an id the location does not have.",
  blockId: "404: another location's block.",
  add: `422: a block already holding 30 exercises. ${SET_ERRORS} 404: another location's block or exercise.`,
  move: "422: a block exercise of another workout, a full block. 404: another location's block, block exercise or exercise.",
  sortItems: "422: ids that are not exactly the block's exercises. 404: an id the location does not have.",
  item: "404: another location's block exercise, or one not in this block.",
  patchItem: `${SET_ERRORS} 404: another location's block exercise.`,
  smart: "422: an empty name. 404: another location's block.",
} as const;

export const builderRoutes = [
  get("/workout/list", { ...view, description: E.list, summary: "A dashboard page of workouts (6, order desc: the hand-made order; search on the name)", query: workoutListQuery, response: workoutPage },
    ({ db, ctx, query }) => listWorkouts(db, ctx, query)),
  get("/workout/all", { ...view, summary: "Every workout's id and name, by name (pickers)", response: workoutAll }, ({ db, ctx }) => listAllWorkouts(db, ctx)),
  post("/workout/create", { ...create, description: E.name, summary: "A new, empty workout, first on the dashboard", body: workoutCreate, response: answer, status: 201 },
    ({ db, ctx, body }) => createWorkout(db, ctx, body)),
  post("/workout/duplicate", { ...create, description: "404: another location's workout.", summary: "A copy of a workout with every block, exercise and set, named \"… (copy)\"", body: idBody, response: answer, status: 201 },
    ({ db, ctx, body }) => duplicateWorkout(db, ctx, body.id)),
  del("/workout/delete", { ...remove, description: E.ids, summary: "Deletes workouts with their blocks (all or none)", body: workoutIds, response: statusOk },
    ({ db, ctx, body }) => deleteWorkouts(db, ctx, body.ids)),
  patch("/workout/{id}/update", { ...update, description: E.name, summary: "A workout's name and description", params: idParam, body: workoutCreate, response: answer },
    ({ db, ctx, params, body }) => updateWorkout(db, ctx, params.id, body)),
  patch("/workout/{id}/rename", { ...update, description: E.name, summary: "Renames a workout", params: idParam, body: workoutRename, response: statusOk },
    ({ db, ctx, params, body }) => renameWorkout(db, ctx, params.id, body.name)),
  get("/workout/{id}/blocks", { ...view, description: "404: another location's workout.", summary: "A workout with its blocks in order, each with its exercises and their sets", params: idParam, response: z.object({ data: workoutDetail }) },
    async ({ db, ctx, params }) => ({ data: await readWorkout(db, ctx, params.id) })),
  post("/workout/{workout_id}/create-block", { ...update, description: E.block, summary: "A block last in the workout (regular, superset, circuit, AMRAP, EMOM), or a copy of a smart block (smart_block_id)", params: workoutIdParam, body: blockCreate, response: answer, status: 201 },
    ({ db, ctx, params, body }) => createBlock(db, ctx, params.workout_id, body)),
  patch("/workout/{workout_id}/sort-block", { ...update, description: E.sortBlocks, summary: "Puts the workout's blocks in the order given (every block, once)", params: workoutIdParam, body: sortIds, response: answer },
    ({ db, ctx, params, body }) => sortBlocks(db, ctx, params.workout_id, body.ids)),
  patch("/workout/block/{id}/update", { ...update, description: E.block, summary: "A block's type, name, rounds (circuit), time cap (AMRAP/EMOM) and notes", params: idParam, body: blockUpdate, response: answer },
    ({ db, ctx, params, body }) => updateBlock(db, ctx, params.id, body)),
  post("/workout/block/{id}/duplicate", { ...update, description: E.blockId, summary: "A copy of the block (exercises and sets) right after it", params: idParam, response: answer, status: 201 },
    ({ db, ctx, params }) => duplicateBlock(db, ctx, params.id)),
  del("/workout/block/{id}/delete", { ...update, description: E.blockId, summary: "Deletes a block and its exercises", params: idParam, response: answer },
    ({ db, ctx, params }) => deleteBlock(db, ctx, params.id)),
  post("/workout/block/add-exercise", { ...update, description: E.add, summary: "Adds a library exercise last in a block (sets left out: 3 x 10, 60 s rest)", body: addExercise, response: answer, status: 201 },
    ({ db, ctx, body }) => addBlockExercise(db, ctx, body)),
  patch("/workout/block/{id}/update-exercise", { ...update, description: E.move, summary: "Moves a block exercise into this block (same workout) and/or swaps its exercise, keeping its sets", params: idParam, body: updateBlockExercise, response: answer },
    ({ db, ctx, params, body }) => moveBlockExercise(db, ctx, params.id, body)),
  patch("/workout/block/{id}/sort-block-exercise", { ...update, description: E.sortItems, summary: "Puts the block's exercises in the order given (every one, once)", params: idParam, body: sortIds, response: answer },
    ({ db, ctx, params, body }) => sortBlockExercises(db, ctx, params.id, body.ids)),
  del("/workout/block/{id}/delete-exercise", { ...update, description: E.item, summary: "Removes an exercise from the block", params: idParam, body: blockExerciseId, response: answer },
    ({ db, ctx, params, body }) => deleteBlockExercise(db, ctx, params.id, body.block_exercise_id)),
  patch("/workout/block-exercise/{id}", { ...update, description: E.patchItem, summary: "A block exercise's sets (the whole list, a row per set) and notes", params: idParam, body: blockExercisePatch, response: answer },
    ({ db, ctx, params, body }) => patchBlockExercise(db, ctx, params.id, body)),
  post("/workout/block-exercise/{id}/duplicate", { ...update, description: "404: another location's block exercise. 422: a full block.", summary: "A copy of the block exercise right after it", params: idParam, response: answer, status: 201 },
    ({ db, ctx, params }) => duplicateBlockExercise(db, ctx, params.id)),
  post("/workout/block/{id}/create-smart-block", { ...create, description: E.smart, summary: "Saves the block as it is now as a smart block", params: idParam, body: smartBlockCreate, response: saved(smartBlockRow), status: 201 },
    ({ db, ctx, params, body }) => createSmartBlock(db, ctx, params.id, body.name)),
  del("/workout/block/{id}/delete-smart-block", { ...remove, description: "{id} is the smart block's. 404: another location's smart block.", summary: "Deletes a smart block (blocks inserted from it stay)", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteSmartBlock(db, ctx, params.id)),
  post("/workout/add-contact", { ...update, description: "`contact_ids`, or `all` with `filters` and `except`, as the contact bulk bar sends them. 422: a bad start_date (YYYY-MM-DD), sessions outside 1-365, reminder days outside 0-6, a reminder time not HH:MM, a reminder type not 1 or 2. 404: another location's workout, or named contacts none of which are the location's. Reminders are stored, not sent yet.", summary: "Assigns a workout to contacts (start date, sessions, reminder days, time and type)", body: addContactBody, response: assignAnswer },
    ({ db, ctx, body }) => addContacts(db, ctx, body)),
  post("/workout/remove-contact", { ...update, description: "404: another location's workout, or named contacts none of which are the location's.", summary: "Unassigns a workout from contacts (kept under the Deleted status)", body: removeContactBody, response: assignAnswer },
    ({ db, ctx, body }) => removeContacts(db, ctx, body)),
  get("/workout/{id}/contacts", { ...view, description: "404: another location's workout.", summary: "A workout's contacts by status (active, deleted, optins, completed), newest first", params: idParam, query: assignedQuery, response: assignedPage },
    ({ db, ctx, params, query }) => listAssigned(db, ctx, params.id, query)),
  get("/workout/{contact_id}/contact-workouts", { ...view, description: "404: another location's contact.", summary: "A contact's workouts (active and completed, or one of them)", params: z.object({ contact_id: id("contact_id") }), query: contactWorkoutsQuery, response: contactWorkoutsPage },
    ({ db, ctx, params, query }) => contactWorkouts(db, ctx, params.contact_id, query)),
  get("/workout/smart-blocks", { ...view, summary: "The location's smart blocks by name (search on the name)", query: smartBlockQuery, response: smartBlockPage },
    ({ db, ctx, query }) => listSmartBlocks(db, ctx, query)),
] as const;
