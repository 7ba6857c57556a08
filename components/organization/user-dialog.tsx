"use client";

import { Controller, useWatch } from "react-hook-form";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import type { PermissionMap } from "@/lib/auth/permissions";
import { api } from "@/lib/api/client";
import { userForm } from "@/lib/organization/forms";
import { orgKeys, usePermissionCatalogue, useUserPermissions, type OrgLocation, type OrgUser, type PermissionCatalogue } from "@/lib/organization/hooks";
import { PermissionGrid } from "./permission-grid";

type Values = { full_name: string; email: string; location_ids: number[]; is_super_user: boolean; permissions: PermissionMap };

/** An empty map over every area and action of the catalogue (what the form edits and sends). */
function blankMap(c: PermissionCatalogue, from?: PermissionMap | null): PermissionMap {
  return Object.fromEntries(c.areas.map(({ area, actions }) => [area, Object.fromEntries(actions.map((a) => [a, from?.[area]?.[a] === true]))]));
}

/** Add a user or edit one (POST /organization/user/save): name, email, locations, super user, permissions. */
export function UserDialog({ open, onOpenChange, user, locations }: { open: boolean; onOpenChange: (open: boolean) => void; user?: OrgUser; locations: OrgLocation[] }) {
  const catalogue = usePermissionCatalogue();
  const current = useUserPermissions(open && user ? user.id : null);
  const ready = catalogue.data && (!user || current.data);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" dismissOnOutsideClick={false}>
        {ready ? (
          <UserForm key={user?.id ?? "new"} user={user} catalogue={catalogue.data!} permissions={current.data?.permissions ?? null} isSuper={current.data?.is_super_user ?? false} locations={locations} onDone={() => onOpenChange(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{user ? "Edit user" : "Add user"}</DialogTitle>
              <DialogDescription>Loading permissions…</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex justify-center py-10">
              <Spinner />
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({ user, catalogue, permissions, isSuper, locations, onDone }: { user?: OrgUser; catalogue: PermissionCatalogue; permissions: PermissionMap | null; isSuper: boolean; locations: OrgLocation[]; onDone: () => void }) {
  const defaults: Values = {
    full_name: user?.full_name ?? "",
    email: user?.email ?? "",
    location_ids: user ? user.locations.map((l) => l.id).filter((id) => locations.some((l) => l.id === id)) : locations.filter((l) => l.is_primary).map((l) => l.id),
    is_super_user: isSuper,
    permissions: blankMap(catalogue, permissions),
  };
  const form = useApiForm<Values>(userForm, { defaultValues: defaults });
  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/organization/user/save", { body: { ...(user ? { id: user.id } : {}), ...v } }),
    invalidate: [orgKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onDone,
  });
  const superUser = useWatch({ control: form.control, name: "is_super_user" });
  const permissionErrors = Object.entries(form.formState.errors.permissions ?? {}).flatMap(([area, actions]) =>
    Object.entries((actions ?? {}) as Record<string, { message?: string }>).map(([action, e]) => `${area} ${action}: ${e?.message ?? ""}`),
  );

  return (
    <FormDialogPanel
      form={form}
      onSubmit={save.mutateAsync}
      title={user ? "Edit user" : "Add user"}
      description={user ? "Change what this user may open and do." : "They get an email with a link to choose their password."}
      submitLabel={user ? "Save" : "Add user"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Values> name="full_name" label="Full name" required autoComplete="off" />
        <TextField<Values> name="email" label="Email" type="email" required autoComplete="off" />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Locations</legend>
        <Controller
          control={form.control}
          name="location_ids"
          render={({ field, fieldState }) => (
            <>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {locations.map((l) => (
                  <div key={l.id} className="flex items-center gap-2">
                    <Checkbox
                      id={`user-location-${l.id}`}
                      checked={superUser || field.value.includes(l.id)}
                      disabled={superUser}
                      onCheckedChange={(on) => field.onChange(on === true ? [...field.value, l.id] : field.value.filter((id) => id !== l.id))}
                    />
                    <Label htmlFor={`user-location-${l.id}`} className="font-normal">{l.businessname}</Label>
                  </div>
                ))}
              </div>
              {fieldState.error && <p className="text-sm text-danger-strong">{fieldState.error.message}</p>}
            </>
          )}
        />
      </fieldset>
      {catalogue.may_make_super_users && (
        <Controller
          control={form.control}
          name="is_super_user"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="user-super" checked={field.value} onCheckedChange={field.onChange} />
              <Label htmlFor="user-super" className="font-normal">Super user: every location and every permission</Label>
            </div>
          )}
        />
      )}
      {!superUser && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Permissions</legend>
          <Controller control={form.control} name="permissions" render={({ field }) => <PermissionGrid catalogue={catalogue} value={field.value} onChange={field.onChange} />} />
          {permissionErrors.length > 0 && (
            <ul role="alert" className="list-inside list-disc text-sm text-danger-strong">
              {permissionErrors.map((m) => <li key={m}>{m}</li>)}
            </ul>
          )}
        </fieldset>
      )}
    </FormDialogPanel>
  );
}
