import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { get } from "@/lib/http/route";
import { dataOf, idParam } from "@/lib/http/schemas";
import { lifecycleSubject, listLifecycles } from "./lifecycle";
import { lifecycleRow, lifecycleSubject as subjectSchema } from "./lifecycle-schemas";

/** A contact's lifecycle (doc 2 s7), read with the contact centre's view permission. */
const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;

export const lifecycleRoutes = [
  get("/contact/{id}/lifecycles", { ...view, summary: "A contact's status changes, newest first", description: "The first entry (from_* null) is when the contact was added.", params: idParam, query: pageQuery, response: pageSchema(lifecycleRow) },
    ({ db, ctx, params, query }) => listLifecycles(db, ctx, params.id, query)),
  get("/contact/{id}/lifecycle-subject", { ...view, summary: "The contact a lifecycle is about and where it stands", params: idParam, response: dataOf(subjectSchema) },
    async ({ db, ctx, params }) => ({ data: await lifecycleSubject(db, ctx, params.id) })),
] as const;
