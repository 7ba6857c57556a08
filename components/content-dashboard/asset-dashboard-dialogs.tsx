"use client";

import { Fragment } from "react";
import { ShareDialog, type ShareTarget } from "@/components/assets/share-dialog";
import { MoveDialog } from "@/components/folders/move-dialog";
import { NameDialog } from "@/components/folders/name-dialog";
import { ImagePicker } from "@/components/image-library/image-picker";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AssetType } from "@/lib/folders/constants";
import { assetCalls } from "./asset-calls";
import { nounsOf, titleOf, type AssetDashboardDecl, type DashboardApi } from "./asset-dashboard-types";
import { useDashboardThumbnail } from "./use-dashboard-mutations";

export type OpenDialog<T> = { kind: string; item: T | null } | null;

/** "The title field is required." / "The title may not be greater than 150 characters." before anything is sent. */
export function nameCheck({ key, max }: AssetDashboardDecl<{ id: number }>["name"]) {
  return (v: string) => (!v.trim() ? `The ${key} field is required.` : v.trim().length > max ? `The ${key} may not be greater than ${max} characters.` : null);
}

/**
 * Every standard dialog of an asset dashboard (create, rename, delete, share, move, thumbnail),
 * then the module's own (`decl.dialogs`, which may replace a standard one by its kind).
 */
export function AssetDashboardDialogs<T extends { id: number }>({ decl, dialog, api, copyTargets }: { decl: AssetDashboardDecl<T>; dialog: OpenDialog<T>; api: DashboardApi<T>; copyTargets: ShareTarget[] }) {
  const thumbnail = useDashboardThumbnail(decl.type, decl.invalidate[0]);
  const own = decl.dialogs ?? {};
  const item = dialog?.item ?? null;
  const is = (kind: string) => dialog?.kind === kind;
  const onOpenChange = (open: boolean) => !open && api.close();
  const check = nameCheck(decl.name);
  const calls = assetCalls(decl);
  const noun = nounsOf(decl);
  const label = decl.name.label ?? (decl.name.key === "title" ? "Title" : "Name");
  const create = calls.create;
  const title = item ? titleOf(decl, item) : "";
  return (
    <>
      {!own.create && create && (
        <NameDialog
          key={is("create") ? "create" : "create-closed"}
          open={is("create")}
          onOpenChange={onOpenChange}
          title={`New ${noun.one}`}
          description={decl.create?.description}
          label={label}
          initial=""
          submitText="Create"
          busyText="Creating"
          maxLength={decl.name.max}
          check={check}
          onSubmit={async (name) => {
            const res = (await api.run(() => create(name, api.folderId))) as { data: { id: number } };
            if (!decl.create?.stay) api.go(decl.editHref(res.data.id));
          }}
        />
      )}
      <NameDialog
        key={is("rename") && item ? `rename-${item.id}` : "rename"}
        open={is("rename")}
        onOpenChange={onOpenChange}
        title={`Rename ${noun.one}`}
        label={label}
        initial={title}
        submitText="Rename"
        busyText="Renaming"
        maxLength={decl.name.max}
        check={check}
        onSubmit={(name) => api.run(() => calls.rename(item?.id ?? 0, name))}
      />
      <ConfirmDialog
        open={is("delete")}
        onOpenChange={onOpenChange}
        title={decl.confirmDelete.title}
        description={item ? decl.confirmDelete.description(item) : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => api.run(() => calls.remove(item ? [item.id] : [])).then(api.close)}
      />
      {decl.menu.includes("share") && (
        <ShareDialog
          open={is("share")}
          onOpenChange={onOpenChange}
          asset={is("share") && item ? { type: decl.type, id: item.id, name: title } : null}
          item={noun.item}
          targets={copyTargets}
          canUpdate={api.may("update")}
          canCopy
        />
      )}
      {!own.move && decl.folders && (
        <MoveDialog
          count={1}
          noun={noun.one}
          assetType={decl.area as AssetType}
          moduleKey={decl.invalidate[0]}
          open={is("move")}
          onOpenChange={onOpenChange}
          onMove={(target) => api.run(() => calls.move(item ? [item.id] : [], target)).then(api.close)}
        />
      )}
      {is("thumbnail") && item && (
        <ImagePicker
          open
          onOpenChange={onOpenChange}
          type="dashboard-thumb"
          userId={api.userId}
          current={decl.card.thumbnail?.(item) ? { url: decl.card.thumbnail(item)!, name: title } : null}
          onPicked={(image) => {
            api.close();
            void thumbnail.mutateAsync({ id: item.id, imageId: image.id }).catch(() => {});
          }}
        />
      )}
      {Object.entries(own).map(([kind, slot]) => (
        <Fragment key={kind}>{slot({ item: is(kind) ? item : null, open: is(kind), onOpenChange, api })}</Fragment>
      ))}
    </>
  );
}
