import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactPlaybooks, playbookQuestions, playbookStepProgress, playbookSteps } from "@/db/schema";
import { notFound } from "@/lib/http/errors";

type Who = { locationId: number; contactId: number };

/** Live (not archived) steps of a playbook, and how many of them the contact finished. */
export async function stepProgress(db: Db, who: Who, playbookId: number): Promise<{ done: number; total: number; percent: number }> {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${playbookStepProgress.id})::int`,
    })
    .from(playbookSteps)
    .leftJoin(playbookStepProgress, and(eq(playbookStepProgress.stepId, playbookSteps.id), eq(playbookStepProgress.contactId, who.contactId), eq(playbookStepProgress.locationId, who.locationId)))
    .where(and(eq(playbookSteps.locationId, who.locationId), eq(playbookSteps.playbookId, playbookId), eq(playbookSteps.archived, false)));
  const total = Number(r?.total ?? 0);
  const done = Number(r?.done ?? 0);
  return { done, total, percent: total ? Math.round((done * 100) / total) : 0 };
}

/**
 * A contact finishes a step of a playbook they may see (the caller checked that, issue 32's
 * visibility rule): recorded once (a second tap changes nothing), the assignment marked
 * started, and completed when every live step is done. The analytics' "by step" counts it.
 */
export async function completeStep(db: Db, who: Who, playbookId: number, stepId: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [step] = await tx
      .select({ id: playbookSteps.id })
      .from(playbookSteps)
      .where(and(eq(playbookSteps.id, stepId), eq(playbookSteps.playbookId, playbookId), eq(playbookSteps.locationId, who.locationId), eq(playbookSteps.archived, false)));
    if (!step) throw notFound("Step");
    await tx.insert(playbookStepProgress).values({ locationId: who.locationId, stepId, contactId: who.contactId, completedAt: new Date() }).onConflictDoNothing();
    const progress = await stepProgress(tx, who, playbookId);
    const now = new Date();
    await tx
      .update(contactPlaybooks)
      .set({
        startedAt: sql`coalesce(${contactPlaybooks.startedAt}, ${now.toISOString()}::timestamptz)`,
        completedAt: progress.done >= progress.total ? sql`coalesce(${contactPlaybooks.completedAt}, ${now.toISOString()}::timestamptz)` : null,
        updatedAt: now,
      })
      .where(and(eq(contactPlaybooks.locationId, who.locationId), eq(contactPlaybooks.playbookId, playbookId), eq(contactPlaybooks.contactId, who.contactId)));
    return progress;
  });
}

/** A question a contact asks from the portal: it joins the coach's playbook questions (GET /playbook/get-questions). */
export async function askQuestion(db: Db, who: Who, playbookId: number, question: string) {
  const [row] = await db
    .insert(playbookQuestions)
    .values({ locationId: who.locationId, playbookId, contactId: who.contactId, question })
    .returning({ id: playbookQuestions.id, createdAt: playbookQuestions.createdAt });
  return { id: row.id, question, created_at: row.createdAt.toISOString() };
}
