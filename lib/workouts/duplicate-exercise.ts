import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "@/db";
import { workoutExerciseAttributes, workoutExercises } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { EXERCISE_NAME_MAX, WORKOUT_MSG } from "./constants";
import { readExercise } from "./service";

const e = workoutExercises;

/**
 * A copy the location owns of an exercise it can read (a system one: the way to edit it),
 * "… (copy)", with its picture, video, cues and attributes; not its favourite mark.
 * Another location's exercise is a 404: the read matches only rows the location can see.
 */
export async function duplicateExercise(db: Db, ctx: Pick<Ctx, "locationId">, id: number) {
  const newId = await db.transaction(async (tx) => {
    // The source as the location may read it (system or its own), in the statement that reads it.
    const [src] = await tx
      .select({ locationId: e.locationId, name: e.name, categoryId: e.categoryId, picture: e.picture, cues: e.cues, videoUrl: e.videoUrl, videoProvider: e.videoProvider, videoId: e.videoId, force: e.force, mechanic: e.mechanic })
      .from(e).where(and(eq(e.id, id), or(isNull(e.locationId), eq(e.locationId, ctx.locationId))));
    if (!src) throw notFound("Exercise");
    const [row] = await tx
      .insert(e)
      .values({ ...src, locationId: ctx.locationId, name: `${src.name} (copy)`.slice(0, EXERCISE_NAME_MAX), categoryId: src.locationId === null ? null : src.categoryId })
      .returning({ id: e.id });
    const links = await tx.select({ attributeId: workoutExerciseAttributes.attributeId }).from(workoutExerciseAttributes).where(eq(workoutExerciseAttributes.exerciseId, id));
    if (links.length) await tx.insert(workoutExerciseAttributes).values(links.map((l) => ({ exerciseId: row.id, attributeId: l.attributeId })));
    return row.id;
  });
  return { data: await readExercise(db, ctx, newId), message: WORKOUT_MSG.exerciseDuplicated };
}
