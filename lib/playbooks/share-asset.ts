import "server-only";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { contactPlaybooks, files, playbooks } from "@/db/schema";
import { defineShareableAsset } from "@/lib/assets/define";
import { notFound } from "@/lib/http/errors";
import { copyStoredFile, discardStoredFile } from "@/lib/platform/files";
import { deletePlaybooksOrSteps, duplicatePlaybook } from "./service";

const summary = { id: playbooks.id, title: playbooks.title, isPinned: playbooks.isPinned };
const toSummary = (r: { id: number; title: string; isPinned: boolean }) => ({ id: r.id, name: r.title, detail: r.isPinned ? "Pinned" : null });

/**
 * Playbooks as a shareable asset (lib/assets). A copy is deep: steps with their tabs and
 * downloads (each download's bytes copied under the target location's own key), buttons and FAQ;
 * it lands in the target's main folder, not pinned, shown to assigned contacts only.
 */
export const playbookAsset = defineShareableAsset({
  type: "playbook",
  label: "Playbook",
  plural: "Playbooks",
  screen: "/playbooks",
  area: "playbooks",

  async find(db, locationId, ids) {
    if (!ids.length) return [];
    const rows = await db.select(summary).from(playbooks).where(and(eq(playbooks.locationId, locationId), inArray(playbooks.id, ids)));
    return rows.map(toSummary);
  },

  async copy(tx, { fromLocationId, id, toLocationId, userId, onRollback }) {
    const copyFile = async (fileId: number) => {
      const [src] = await tx.select().from(files).where(and(eq(files.id, fileId), eq(files.locationId, fromLocationId)));
      if (!src) throw notFound("File");
      const stored = await copyStoredFile(tx, { locationId: toLocationId, userId }, src);
      onRollback(() => discardStoredFile(stored));
      return stored.id;
    };
    return duplicatePlaybook(tx, { locationId: fromLocationId, userId }, id, toLocationId, copyFile);
  },

  async remove(db, ctx, ids) {
    await deletePlaybooksOrSteps(db, ctx, { ids });
  },

  async list(db, locationId, contactId) {
    const mine = eq(playbooks.locationId, locationId);
    const rows =
      contactId === null
        ? await db.select(summary).from(playbooks).where(mine).orderBy(desc(playbooks.isPinned), desc(playbooks.ordering), desc(playbooks.id))
        : await db
            .selectDistinct({ ...summary, ordering: playbooks.ordering })
            .from(playbooks)
            .leftJoin(contactPlaybooks, and(eq(contactPlaybooks.playbookId, playbooks.id), eq(contactPlaybooks.locationId, locationId), eq(contactPlaybooks.contactId, contactId)))
            .where(and(mine, or(eq(playbooks.allClients, true), eq(contactPlaybooks.contactId, contactId))))
            .orderBy(desc(playbooks.isPinned), desc(playbooks.ordering), desc(playbooks.id));
    return rows.map(toSummary);
  },
});

