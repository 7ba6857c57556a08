"use client";

import { Controller } from "react-hook-form";
import { array, minLength, number, object, type z } from "zod/mini";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api/client";
import { emailDomainKeys } from "@/lib/email-domains/hooks";

const locationsForm = object({ location_ids: array(number()).check(minLength(1, "Choose at least one location.")) });
type Values = z.infer<typeof locationsForm>;

export type LocationChoice = { id: number; businessname: string };
/** What the dialog activates: a domain, or one of its senders, for other locations of the company. */
export type LocationsTarget = { kind: "domain" | "sender"; id: number; label: string; activeIds: number[] };

/** Company owners: make a domain (or sender) the active one of chosen locations of the company. */
export function LocationsDialog({ target, locations, onOpenChange }: { target: LocationsTarget; locations: LocationChoice[]; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm(locationsForm, { defaultValues: { location_ids: target.activeIds.filter((id) => locations.some((l) => l.id === id)) } });
  const save = useApiMutation({
    mutationFn: (v: Values) =>
      target.kind === "domain"
        ? api.patch("/email-domain/{id}/activate-domain-for-locations", { params: { id: target.id }, body: v })
        : api.patch("/email-domain/{id}/activate-sender-for-locations", { params: { id: target.id }, body: v }),
    success: (res) => res.message,
    form,
    invalidate: [emailDomainKeys.all],
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title="Use for locations"
      description={`The chosen locations send their emails with ${target.label}.`}
      submitLabel="Activate"
      busyLabel="Activating"
    >
      <Controller
        control={form.control}
        name="location_ids"
        render={({ field, fieldState }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? "locations-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Locations</legend>
            {locations.map((l) => {
              const id = `activate-location-${l.id}`;
              return (
                <div key={l.id} className="flex items-center gap-2">
                  <Checkbox id={id} checked={field.value.includes(l.id)} onCheckedChange={(on) => field.onChange(on ? [...field.value, l.id] : field.value.filter((v) => v !== l.id))} />
                  <Label htmlFor={id} className="font-normal">{l.businessname}</Label>
                </div>
              );
            })}
            {fieldState.error && <p id="locations-error" className="text-sm text-danger-strong">{fieldState.error.message}</p>}
          </fieldset>
        )}
      />
    </FormDialog>
  );
}
