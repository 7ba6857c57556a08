"use client";

import { useState } from "react";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { locationForm } from "@/lib/organization/forms";
import { orgKeys, useAllOrgUsers, type OrgLocation } from "@/lib/organization/hooks";

type Values = { businessname: string };

/** Create a secondary location or rename one (POST /organization/location/create, PATCH .../update). */
export function LocationDialog({ open, onOpenChange, location }: { open: boolean; onOpenChange: (open: boolean) => void; location?: OrgLocation }) {
  const defaults = { businessname: location?.businessname ?? "" };
  const form = useApiForm<Values>(locationForm, { defaultValues: defaults, values: open ? defaults : undefined });
  const save = useApiMutation({
    mutationFn: (v: Values) =>
      location ? api.patch("/organization/location/{id}/update", { params: { id: location.id }, body: v }) : api.post("/organization/location/create", { body: v }),
    invalidate: [orgKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={location ? (location.is_primary ? "Edit primary location" : "Edit location") : "Add location"}
      submitLabel={location ? "Save" : "Add location"}
      size="sm"
    >
      <TextField<Values> name="businessname" label="Business name" required autoComplete="organization" autoFocus />
    </FormDialog>
  );
}

/** Add the company's users to a location (POST /organization/location/{id}/add-users). */
export function AddUsersDialog({ location, onOpenChange }: { location: OrgLocation | null; onOpenChange: (open: boolean) => void }) {
  const open = location !== null;
  const users = useAllOrgUsers(open);
  const [chosen, setChosen] = useState<number[]>([]);
  const add = useApiMutation({
    mutationFn: (ids: number[]) => api.post("/organization/location/{id}/add-users", { params: { id: location!.id }, body: { user_ids: ids } }),
    invalidate: [orgKeys.all],
    success: (d) => d.message,
    onSuccess: () => close(false),
  });
  function close(next: boolean) {
    if (!next) setChosen([]);
    onOpenChange(next);
  }
  const candidates = (users.data ?? []).filter((u) => !u.is_organization_owner && !u.locations.some((l) => l.id === location?.id));
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && close(next)}>
      <DialogContent size="md" dismissOnOutsideClick={false}>
        <DialogHeader>
          <DialogTitle>Add users to {location?.businessname}</DialogTitle>
          <DialogDescription>They keep the permissions they have in the company.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex max-h-80 flex-col gap-2 overflow-auto">
          {users.isPending ? (
            <div className="flex justify-center py-6"><Spinner /></div>
          ) : candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">Every user of the company already works here. Add a user on the Users tab first.</p>
          ) : (
            candidates.map((u) => (
              <div key={u.id} className="flex items-center gap-2">
                <Checkbox
                  id={`add-user-${u.id}`}
                  checked={chosen.includes(u.id)}
                  onCheckedChange={(on) => setChosen((c) => (on === true ? [...c, u.id] : c.filter((id) => id !== u.id)))}
                />
                <Label htmlFor={`add-user-${u.id}`} className="min-w-0 font-normal">
                  <span className="truncate">{u.full_name}</span> <span className="text-muted-foreground">{u.email}</span>
                </Label>
              </div>
            ))
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={add.isPending}>Cancel</Button>
          </DialogClose>
          <Button disabled={chosen.length === 0} loading={add.isPending} loadingText="Adding" onClick={() => add.mutate(chosen)}>
            Add users
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
