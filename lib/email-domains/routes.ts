import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam } from "@/lib/http/schemas";
import {
  dnsDetailsQuery, dnsRecord, domainBody, domainList, domainSaved, idBody, idsBody, locationsAnswer, locationsBody, messageAnswer,
  senderBody, senderRow, settingsAnswer, statusBody, verifyAnswer, verifyManyAnswer,
} from "./schemas";
import {
  activateDomain, activateDomainForLocations, activateSender, activateSenderForLocations, deleteDomains, deleteSenders, dnsDetails,
  enableDisable, listDomains, listSenders, saveDomain, saveSender, verifyDomain, verifyDomains,
} from "./service";
import { z } from "@hono/zod-openapi";

// Doc 1 "Email domains": the accessed location's sending domains, gated by the admin-settings
// area's actions; activating for other locations is company level (checked in the service).
const loc = { tenancy: "location" } as const;
const view = { ...loc, permit: ["admin-settings", "view"] } as const;
const create = { ...loc, permit: ["admin-settings", "create"] } as const;
const update = { ...loc, permit: ["admin-settings", "update"] } as const;
const remove = { ...loc, permit: ["admin-settings", "delete"] } as const;

export const emailDomainsModule = defineModule("email-domains", [
  get("/email-domain/list", { ...view, summary: "The location's sending domains and what it sends with", response: domainList },
    ({ db, ctx }) => listDomains(db, ctx)),
  get("/email-domain/{id}/sender-list", { ...view, params: idParam, response: z.object({ data: z.array(senderRow) }) },
    ({ db, ctx, params }) => listSenders(db, ctx, params.id)),
  post("/email-domain/save", { ...create, body: domainBody, description: "Adds a domain and answers the DNS records to create (SPF merged into any existing one, DKIM 2048-bit, DMARC p=none, return-path CNAME).", response: domainSaved },
    ({ db, ctx, body }) => saveDomain(db, ctx, body.domain)),
  post("/email-domain/save-sender", { ...create, body: senderBody, summary: "Creates or (with id) updates a sender on a domain", response: z.object({ message: z.string(), data: senderRow }) },
    ({ db, ctx, body }) => saveSender(db, ctx, body)),
  patch("/email-domain/{id}/activate", { ...update, params: idParam, summary: "Makes a verified domain the location's active one", response: settingsAnswer },
    ({ db, ctx, params }) => activateDomain(db, ctx, params.id)),
  patch("/email-domain/{id}/activate-sender", { ...update, params: idParam, summary: "Makes a sender (and its verified domain) the location's", response: settingsAnswer },
    ({ db, ctx, params }) => activateSender(db, ctx, params.id)),
  patch("/email-domain/enable-disable", { ...update, body: statusBody, summary: "Switches the custom domain on (1) or off (0: the platform sender)", response: settingsAnswer },
    ({ db, ctx, body }) => enableDisable(db, ctx, body.status)),
  get("/email-domain/dns-details", { ...view, query: dnsDetailsQuery, response: z.object({ domain: z.string(), data: z.array(dnsRecord) }) },
    ({ db, ctx, query }) => dnsDetails(db, ctx, query.id)),
  patch("/email-domain/{id}/verify", { ...update, params: idParam, description: "Looks each record up in DNS; errors name the failing records (a timeout is one), is_verified false means not verified yet.", response: verifyAnswer },
    ({ db, ctx, params }) => verifyDomain(db, ctx, params.id)),
  del("/email-domain/delete", { ...remove, body: idsBody, response: messageAnswer },
    ({ db, ctx, body }) => deleteDomains(db, ctx, body.ids)),
  del("/email-domain/delete-sender", { ...remove, body: idsBody, response: messageAnswer },
    ({ db, ctx, body }) => deleteSenders(db, ctx, body.ids)),
  patch("/email-domain/{id}/activate-domain-for-locations", { ...update, params: idParam, body: locationsBody, summary: "Company level: the domain becomes the chosen locations' active one", response: locationsAnswer },
    ({ db, ctx, params, body }) => activateDomainForLocations(db, ctx, params.id, body.location_ids)),
  patch("/email-domain/{id}/activate-sender-for-locations", { ...update, params: idParam, body: locationsBody, summary: "Company level: the sender becomes the chosen locations' one", response: locationsAnswer },
    ({ db, ctx, params, body }) => activateSenderForLocations(db, ctx, params.id, body.location_ids)),

  // The compact family (doc 3 "domains") on the same records.
  get("/domain/list", { ...view, response: domainList }, ({ db, ctx }) => listDomains(db, ctx)),
  patch("/domain/verify", { ...update, body: idsBody, summary: "Verifies domains; status 1 when every one passes, else the errors as the message", response: verifyManyAnswer },
    ({ db, ctx, body }) => verifyDomains(db, ctx, body.ids)),
  del("/domain/delete", { ...remove, body: idsBody, response: messageAnswer }, ({ db, ctx, body }) => deleteDomains(db, ctx, body.ids)),
  patch("/domain/activate", { ...update, body: idBody, response: settingsAnswer }, ({ db, ctx, body }) => activateDomain(db, ctx, body.id)),
  post("/domain/save", { ...create, body: domainBody, response: domainSaved }, ({ db, ctx, body }) => saveDomain(db, ctx, body.domain)),
  post("/domain/enable-disable", { ...update, body: statusBody, response: settingsAnswer }, ({ db, ctx, body }) => enableDisable(db, ctx, body.status)),
]);
