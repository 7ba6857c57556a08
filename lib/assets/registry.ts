import "server-only";
import { fileAsset } from "@/lib/file-library/share-asset";
import { imageAsset } from "@/lib/image-library/share-asset";
import { playbookAsset } from "@/lib/playbooks/share-asset";
import { pageAsset } from "@/lib/pages/share-asset";
import { formAsset } from "@/lib/forms/share-asset";
import type { ShareableAsset } from "./define";

/**
 * Every asset type that can be shared by link, copied to another location, sorted for the
 * client portal and deleted through /asset/* (doc 2 s7). A module adds its type with one line
 * here (playbooks, pages and forms when they land); nothing else in lib/assets changes.
 */
const SHAREABLE_ASSETS: readonly ShareableAsset[] = [fileAsset, imageAsset, playbookAsset, pageAsset, formAsset];

export function shareableAsset(type: string): ShareableAsset | undefined {
  return SHAREABLE_ASSETS.find((a) => a.type === type);
}

export const assetTypes = () => SHAREABLE_ASSETS.map((a) => a.type);
