import { pages } from "@/db/schema";
import type { Orderable } from "@/lib/http/reorder";

/** Where the dashboard keeps its hand-made order (lib/http/reorder.ts). */
export const pageOrderable: Orderable = { table: pages, id: pages.id, locationId: pages.locationId, ordering: pages.ordering, noun: "Page" };
