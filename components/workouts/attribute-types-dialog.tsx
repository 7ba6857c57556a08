"use client";

import { Pin, PinOff, Plus, X } from "lucide-react";
import { useState } from "react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { workoutKeys, type AttributeType } from "@/lib/workouts/hooks";

/**
 * The library's attributes: the four listed types (pin one to put it first in the filters) and
 * the coach's own types; add an attribute to any type or to a new type; delete the coach's own.
 */
export function AttributeTypesDialog({ types, onOpenChange }: { types: AttributeType[]; onOpenChange: (open: boolean) => void }) {
  const [typeId, setTypeId] = useState<string>("new");
  const [typeName, setTypeName] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inv = [workoutKeys.attributeTypes(), workoutKeys.customTypes(), workoutKeys.all];
  const add = useApiMutation({
    mutationFn: () => api.post("/workout/create-attribute", { body: typeId === "new" ? { type_name: typeName.trim(), name } : { type_id: Number(typeId), name } }),
    invalidate: inv, success: (r) => r.message,
    onSuccess: () => { setName(""); setTypeName(""); setErrors({}); },
  });
  const remove = useApiMutation({ mutationFn: (id: number) => api.delete("/workout/delete-attribute", { body: { id } }), invalidate: inv, success: (r) => r.message });
  const pin = useApiMutation({ mutationFn: (t: AttributeType) => api.patch("/workout/pin-attribute-type", { body: { type_id: t.id, pinned: !t.pinned } }), invalidate: inv, success: (r) => r.message });
  const submit = async () => {
    try { await add.mutateAsync(undefined); } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.body?.errors) setErrors(Object.fromEntries(Object.entries(e.body.errors).map(([k, v]) => [k, v[0]])));
    }
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Attributes</DialogTitle>
          <DialogDescription>Tag exercises your way: add your own attribute types (a programme phase, a station) and attributes.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <form className="flex flex-col gap-2 rounded-md border border-border p-3" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <label className="flex flex-col gap-1 text-sm font-medium">Type
                <NativeSelect value={typeId} onChange={(e) => setTypeId(e.target.value)}>
                  <option value="new">A new type…</option>
                  {types.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
                </NativeSelect>
              </label>
              {typeId === "new" && (
                <label className="flex flex-col gap-1 text-sm font-medium">New type name
                  <Input value={typeName} onChange={(e) => setTypeName(e.target.value)} maxLength={100} aria-invalid={errors.type_name || errors.type_id ? true : undefined} />
                </label>
              )}
              <label className="flex flex-col gap-1 text-sm font-medium">Attribute
                <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} aria-invalid={errors.name ? true : undefined} />
              </label>
            </div>
            {Object.values(errors).map((m) => <p key={m} className="text-xs text-danger-strong">{m}</p>)}
            <Button type="submit" size="sm" className="self-end" loading={add.isPending} loadingText="Adding"><Plus className="size-4" aria-hidden /> Add attribute</Button>
          </form>
          <ul className="flex max-h-80 flex-col gap-3 overflow-y-auto">
            {types.map((t) => (
              <li key={t.id} className="flex flex-col gap-1.5">
                <div className="flex items-center gap-2">
                  <h3 className="text-sm font-semibold">{t.name}</h3>
                  <span className="text-xs text-muted-foreground">{t.is_system ? "Library" : "Yours"}</span>
                  <Button variant="ghost" size="icon-sm" aria-label={`${t.pinned ? "Unpin" : "Pin"} ${t.name}`} aria-pressed={t.pinned} className="ml-auto" onClick={() => void pin.mutateAsync(t).catch(() => {})}>
                    {t.pinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
                  </Button>
                </div>
                <ul className="flex flex-wrap gap-1.5">
                  {t.attributes.filter((a) => !a.is_system).map((a) => (
                    <li key={a.id} className="flex items-center gap-1 rounded-full bg-primary-tint py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary-strong">
                      {a.name}
                      <button type="button" aria-label={`Delete ${a.name}`} onClick={() => void remove.mutateAsync(a.id).catch(() => {})} className="rounded-full p-0.5 hover:bg-primary/15"><X className="size-3" aria-hidden /></button>
                    </li>
                  ))}
                  {!t.attributes.some((a) => !a.is_system) && <li className="text-xs text-muted-foreground">{t.is_system ? `${t.attributes.length} from the library; none of yours yet.` : "No attributes yet."}</li>}
                </ul>
              </li>
            ))}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
