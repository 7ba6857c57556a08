import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { formContacts, forms } from "@/db/schema";
import { defineShareableAsset } from "@/lib/assets/define";
import { notFound } from "@/lib/http/errors";
import { nextOrdering } from "@/lib/http/reorder";
import { formOrderable } from "./dashboard";
import { copyQuestions, deleteForms, newFormUrl } from "./service";

const summary = { id: forms.id, name: forms.title };
const toSummary = (r: { id: number; name: string }) => ({ id: r.id, name: r.name, detail: "Form" });

/**
 * Forms as a shareable asset (lib/assets). A copy is deep: the settings and every question,
 * under a new public link, first on the target's dashboard, in its main folder. Responses and
 * the contacts it was sent to stay with the original.
 */
export const formAsset = defineShareableAsset({
  type: "form",
  label: "Form",
  plural: "Forms",
  screen: "/forms",
  area: "forms",

  async find(db, locationId, ids) {
    if (!ids.length) return [];
    const rows = await db.select(summary).from(forms).where(and(eq(forms.locationId, locationId), inArray(forms.id, ids)));
    return rows.map(toSummary);
  },

  async copy(tx, { fromLocationId, id, toLocationId, userId }) {
    const [src] = await tx.select().from(forms).where(and(eq(forms.id, id), eq(forms.locationId, fromLocationId)));
    if (!src) throw notFound("Form");
    const [row] = await tx
      .insert(forms)
      .values({
        locationId: toLocationId, userId, title: src.title, url: newFormUrl(src.title), instruction: src.instruction, submitLabel: src.submitLabel,
        thankYou: src.thankYou, buttonColor: src.buttonColor, isPublic: src.isPublic, enabled: src.enabled, portalDisabled: src.portalDisabled,
        recurDays: src.recurDays, reminderChannel: src.reminderChannel, ordering: nextOrdering(formOrderable, toLocationId),
      })
      .returning({ id: forms.id });
    await copyQuestions(tx, fromLocationId, src.id, row.id, toLocationId);
    return row.id;
  },

  async remove(db, ctx, ids) {
    await deleteForms(db, ctx, ids);
  },

  async list(db, locationId, contactId) {
    const live = and(eq(forms.locationId, locationId), eq(forms.enabled, true), eq(forms.portalDisabled, false));
    const rows =
      contactId === null
        ? await db.select(summary).from(forms).where(live).orderBy(desc(forms.createdAt), desc(forms.id))
        : await db
            .select(summary)
            .from(formContacts)
            .innerJoin(forms, eq(forms.id, formContacts.formId))
            .where(and(eq(formContacts.locationId, locationId), eq(formContacts.contactId, contactId), eq(formContacts.disabled, false), live))
            .orderBy(desc(formContacts.createdAt), desc(formContacts.id));
    return rows.map(toSummary);
  },
});
