/**
 * A bulk target's contact ids, for calls that take ids only (forms, client tracking): ticked ids
 * as they are, "all matching" read from the contact list with the same filters, page by page, up
 * to `max` (more is refused before anything is sent, as a 422 on contact_ids).
 */
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import type { ContactTarget } from "./columns";

export async function targetContactIds(target: ContactTarget, max: number): Promise<number[]> {
  if (!("all" in target)) return target.contact_ids;
  const except = new Set(target.except);
  const ids: number[] = [];
  for (let page = 1; ids.length <= max; page++) {
    const res = await api.get("/contact/list", { query: { ...target.filters, page, per_page: 100 } });
    ids.push(...res.data.map((c) => c.id).filter((id) => !except.has(id)));
    if (page >= res.last_page) break;
  }
  if (ids.length > max) throw new ApiError(422, { message: `Choose at most ${max} contacts at once.`, errors: { contact_ids: [`Choose at most ${max} contacts at once.`] } });
  return ids;
}
