import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { dataOf, statusOk } from "@/lib/http/schemas";
import {
  assetRef, contactAssetsAnswer, contactAssetsQuery, deleteAssetsBody, importAnswer, importBody, importLogs, shareLink, shareToLocationAnswer, shareToLocationBody,
  shortUrl, sortBody, sortDefaultBody, sortedAssetsAnswer, sortedQuery, updatePermissionBody,
} from "./schemas";
import { deleteAssets, generateShareLink, getImportLogs, getShortUrl, importShareLink, updatePermission } from "./service";
import { contactAssets } from "./contact-assets";
import { shareToLocation } from "./share-to-location";
import { getSortedAssets, sortAssets, sortDefaultAssets } from "./sorted";

/**
 * Doc 2 s7 "Assets and sharing". Every call names its asset `type`, and the type's own
 * permission area decides (files: view to share, update to change a link or an order, create to
 * import or copy in, delete to delete), so the check runs in the service (requireCan), not in a
 * fixed `permit`. Tenancy is the accessed location's for every call.
 */
const scoped = { tenancy: "location" } as const;

export const assetsModule = defineModule("assets", [
  get("/asset/generate-share-link", { ...scoped, summary: "The asset's share link (made once, stable code)", query: assetRef, response: dataOf(shareLink) },
    ({ db, ctx, query }) => generateShareLink(db, ctx, query)),
  post("/asset/update-permission", { ...scoped, summary: "Who may open the link: off, anyone with the link, the organization", body: updatePermissionBody, response: statusOk.extend({ data: shareLink }) },
    ({ db, ctx, body }) => updatePermission(db, ctx, body)),
  get("/asset/get-short-url", { ...scoped, summary: "The link's short URL (/s/{code})", query: assetRef, response: shortUrl },
    ({ db, ctx, query }) => getShortUrl(db, ctx, query)),
  post("/asset/import-share-link", { ...scoped, summary: "A deep copy of a shared asset into the accessed location", description: "A foreign organization-only link or a link that is off answers 404.", answers: [404], body: importBody, response: importAnswer },
    ({ db, ctx, body }) => importShareLink(db, ctx, body.code)),
  get("/asset/get-import-logs", { ...scoped, summary: "Copies made of the asset, and share_count", query: assetRef, response: importLogs },
    ({ db, ctx, query }) => getImportLogs(db, ctx, query)),
  post("/asset/delete-assets", { ...scoped, summary: "Deletes assets, by type", body: deleteAssetsBody, response: statusOk },
    ({ db, ctx, body }) => deleteAssets(db, ctx, body)),
  get("/asset/get-sorted-assets", { ...scoped, summary: "The portal order of a contact's (or the location's default) assets", query: sortedQuery, response: sortedAssetsAnswer },
    ({ db, ctx, query }) => getSortedAssets(db, ctx, query)),
  post("/asset/sort-assets", { ...scoped, summary: "Stores a contact's portal order", body: sortBody, response: statusOk },
    ({ db, ctx, body }) => sortAssets(db, ctx, body)),
  post("/asset/sort-default-assets", { ...scoped, summary: "Stores the location's default portal order", body: sortDefaultBody, response: statusOk },
    ({ db, ctx, body }) => sortDefaultAssets(db, ctx, body)),
  // A contact centre call (doc 2 s7), served here: the asset registry knows every type.
  get("/contact/assets", { tenancy: "location", permit: ["contacts-center", "view"], summary: "A contact's assets of every type the caller may view, in portal order", query: contactAssetsQuery, response: contactAssetsAnswer },
    ({ db, ctx, query }) => contactAssets(db, ctx, query.contact_id)),
  post("/organization/share-to-location", { ...scoped, summary: "Copies assets to other locations of the company", body: shareToLocationBody, response: shareToLocationAnswer },
    ({ db, ctx, body }) => shareToLocation(db, ctx, body)),
]);
