import { defineModule } from "@/lib/http/module";
import { del, get, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { signatureList, signatureOne, signatureQuery, signatureSaved, signatureStore } from "./schemas";
import { deleteSignature, getSignature, listSignatures, storeSignature } from "./service";

// Signatures go on the location's emails, so they share the templates area's rights.
const view = { tenancy: "location", permit: ["templates", "view"] } as const;

export const signaturesModule = defineModule("signatures", [
  get("/signature/list", { ...view, summary: "The location's signatures, its default and apply_to_all", response: signatureList },
    ({ db, ctx }) => listSignatures(db, ctx)),
  get("/signature/get-signature", { ...view, summary: "One signature (id), or the default", query: signatureQuery, response: signatureOne },
    ({ db, ctx, query }) => getSignature(db, ctx, query.id)),
  post("/signature/store", { tenancy: "location", permit: ["templates", "update"], summary: "Creates or updates a signature (id), its default flag and apply_to_all", body: signatureStore, response: signatureSaved },
    ({ db, ctx, body }) => storeSignature(db, ctx, body)),
  del("/signature/{id}/delete", { tenancy: "location", permit: ["templates", "delete"], summary: "Deletes a signature", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteSignature(db, ctx, params.id)),
]);
