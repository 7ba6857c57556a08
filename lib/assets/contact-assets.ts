import "server-only";
import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import { can } from "@/lib/auth/permissions";
import { assetTypes, shareableAsset } from "./registry";
import { contactOf, getSortedAssets } from "./sorted";

/**
 * GET /contact/assets?contact_id=: a contact's assets (doc 2 s7's contact centre calls), every
 * shareable type's (lib/assets/registry.ts) in one answer: what the client portal shows them,
 * in their portal order (get-sorted-assets, type by type). A type whose area the caller may not
 * view is left out rather than refusing the call; images are never assigned to contacts, so
 * theirs is always empty. Another tenant's contact is a 404.
 */
export async function contactAssets(db: Db, ctx: Ctx, contactId: number) {
  await contactOf(db, ctx, contactId);
  const data = [];
  for (const type of assetTypes()) {
    const asset = shareableAsset(type)!;
    if (!can(ctx, asset.area, "view")) continue;
    const { data: items } = await getSortedAssets(db, ctx, { type, contact_id: contactId });
    data.push({ type, label: asset.label, plural: asset.plural, items });
  }
  return { data };
}
