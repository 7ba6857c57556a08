import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { playbooks } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "playbooks",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(playbooks)
      .values([{ locationId: ids.downtown, title: "Tenancy playbook" }, { locationId: ids.otherLoc, title: "Tenancy playbook" }])
      .returning({ id: playbooks.id });
    return { playbook: { own: own.id, other: other.id } };
  },
  params: {
    "PATCH /playbook/{id}/pin-unpin": { id: "playbook" },
    "PATCH /playbook/{id}/enable-disable-all-clients": { id: "playbook" },
    "GET /playbook/{id}/details": { id: "playbook" },
    "PATCH /playbook/{id}/update-settings": { id: "playbook" },
    "GET /playbook/{id}/custom-buttons": { id: "playbook" },
    "POST /playbook/{id}/save-faq": { id: "playbook" },
    "GET /playbook/{id}/users": { id: "playbook" },
    "POST /playbook/{id}/resend": { id: "playbook" },
  },
  bodies: {
    "PATCH /playbook/{id}/pin-unpin": { is_pinned: 1 },
    "PATCH /playbook/{id}/enable-disable-all-clients": { all_clients: 1 },
    "PATCH /playbook/{id}/update-settings": { title: "Changed" },
    "POST /playbook/{id}/save-faq": { question: "Q?", answer: "<p>A</p>" },
    "POST /playbook/{id}/resend": { contact_id: 1 },
  },
  unchanged: async (db, r) => {
    const rows = await db.select({ title: playbooks.title, pinned: playbooks.isPinned, all: playbooks.allClients }).from(playbooks).where(inArray(playbooks.id, [r.playbook.own, r.playbook.other]));
    expect(rows).toEqual([
      { title: "Tenancy playbook", pinned: false, all: false },
      { title: "Tenancy playbook", pinned: false, all: false },
    ]);
  },
});
