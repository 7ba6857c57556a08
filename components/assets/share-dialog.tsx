"use client";

import { Controller, useWatch } from "react-hook-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { CopyField } from "@/components/ui/copy-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { ASSET_MSG, SHARE_PERMISSION_LABELS, SHARE_PERMISSIONS, type SharePermission } from "@/lib/assets/constants";
import { shareForm, type ShareFormValues } from "@/lib/assets/forms";
import { assetKeys, useImportLogs, useShareLink, type ShareLink } from "@/lib/assets/hooks";
import { formatCount } from "@/lib/format";

export type ShareTarget = { id: number; businessname: string };
export type SharedAsset = { type: string; id: number; name: string };

const PERMISSION_HELP: Record<SharePermission, string> = {
  off: "Nobody can open the link.",
  anyone: "Anyone who has the link can see it and, with an account, import a copy.",
  organization: "Only users of your organization can open the link and import a copy.",
};

/**
 * Share an asset (any registered type; doc 2 s7): who may open its short link, the link to
 * copy, and a copy to the company's other locations for users who have several. The link is
 * made on open (generate-share-link), so the dialog loads it first.
 */
export function ShareDialog({ open, onOpenChange, asset, item, targets, canUpdate, canCopy }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  asset: SharedAsset | null;
  /** The toasts' {item}: "File". */
  item: string;
  targets: ShareTarget[];
  /** May change the link's permission (the type's update permission). */
  canUpdate: boolean;
  /** May copy into other locations (the type's view permission here; create is checked there). */
  canCopy: boolean;
}) {
  const link = useShareLink(asset?.type ?? "", asset?.id ?? 0, open && !!asset);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent dismissOnOutsideClick={false}>
        {asset && link.data ? (
          <ShareForm key={`${asset.type}-${asset.id}`} asset={asset} link={link.data} item={item} targets={canCopy ? targets : []} canUpdate={canUpdate} onDone={() => onOpenChange(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{asset ? `Share “${asset.name}”` : `Share ${item.toLowerCase()}`}</DialogTitle>
              <DialogDescription>{link.isError ? "We couldn’t load the share link. Close this and try again." : "Loading the share link…"}</DialogDescription>
            </DialogHeader>
            {!link.isError && (
              <DialogBody className="flex justify-center py-10">
                <Spinner label="Loading the share link" />
              </DialogBody>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ asset, link, item, targets, canUpdate, onDone }: { asset: SharedAsset; link: ShareLink; item: string; targets: ShareTarget[]; canUpdate: boolean; onDone: () => void }) {
  const form = useApiForm<ShareFormValues>(shareForm, { defaultValues: { permission: link.permission, location_ids: [] } });
  const logs = useImportLogs(asset.type, asset.id, true);
  const permission = useWatch({ control: form.control, name: "permission" });
  const savePermission = useApiMutation({
    mutationFn: (p: SharePermission) => api.post("/asset/update-permission", { body: { type: asset.type, id: asset.id, permission: p } }),
    invalidate: [assetKeys.link(asset.type, asset.id)],
    success: (d) => d.message,
    form,
  });
  const copy = useApiMutation({
    mutationFn: (locationIds: number[]) => api.post("/organization/share-to-location", { body: { type: asset.type, ids: [asset.id], location_ids: locationIds } }),
    invalidate: [assetKeys.logs(asset.type, asset.id)],
    success: (d) => d.message,
    failure: ASSET_MSG.copyFailed(item),
    form,
  });

  const submit = async (v: ShareFormValues) => {
    if (v.permission !== link.permission) await savePermission.mutateAsync(v.permission);
    if (v.location_ids.length) await copy.mutateAsync(v.location_ids);
    onDone();
  };
  const shared = logs.data?.share_count ?? 0;

  return (
    <FormDialogPanel
      form={form}
      onSubmit={submit}
      title={`Share “${asset.name}”`}
      description={targets.length ? "Choose who can open its link, or copy it to your other locations." : "Choose who can open its link."}
      submitLabel="Save"
    >
      <SelectField<ShareFormValues> name="permission" label="Who can open the link" disabled={!canUpdate} help={PERMISSION_HELP[permission]}>
        {SHARE_PERMISSIONS.map((p) => (
          <option key={p} value={p}>{SHARE_PERMISSION_LABELS[p]}</option>
        ))}
      </SelectField>
      <CopyField id={`share-link-${asset.id}`} label="Short link" value={link.link} item="Link" />
      {shared > 0 && <p className="text-sm text-muted-foreground">Copied {formatCount(shared, "time")} so far.</p>}
      {targets.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Copy to locations</legend>
          <Controller
            control={form.control}
            name="location_ids"
            render={({ field, fieldState }) => (
              <>
                <div className="flex flex-col gap-2">
                  {targets.map((l) => (
                    <div key={l.id} className="flex items-center gap-2">
                      <Checkbox
                        id={`share-location-${l.id}`}
                        checked={field.value.includes(l.id)}
                        onCheckedChange={(on) => field.onChange(on === true ? [...field.value, l.id] : field.value.filter((id) => id !== l.id))}
                      />
                      <Label htmlFor={`share-location-${l.id}`} className="font-normal">{l.businessname}</Label>
                    </div>
                  ))}
                </div>
                {fieldState.error && <p className="text-sm text-danger-strong">{fieldState.error.message}</p>}
              </>
            )}
          />
          <p className="text-sm text-muted-foreground">Each location gets its own copy, which stays when this one is deleted.</p>
        </fieldset>
      )}
    </FormDialogPanel>
  );
}
