"use client";

import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { BookOpen } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import type { BulkAction } from "@/components/list/bulk-bar";
import type { ListSelection } from "@/components/list/use-selection";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount } from "@/lib/format";
import { assignCalls, playbookKeys, usePlaybookChoices } from "@/lib/playbooks/hooks";

const MAX = 500;

/**
 * The contact bulk bar's "Playbooks" action (doc 2 s6: no gate): send a playbook to the chosen
 * contacts, or restrict it from them. Works on chosen rows (up to 500), not "all matching".
 */
export function usePlaybookBulkAction(onDone: () => void): { action: BulkAction; dialog: ReactNode } {
  const [open, setOpen] = useState<{ ids: number[]; mode: "send" | "restrict" } | null>(null);
  const [choice, setChoice] = useState("");
  const choices = usePlaybookChoices(open !== null);
  const mutation = useApiMutation({
    mutationFn: ({ ids, mode, playbookId }: { ids: number[]; mode: "send" | "restrict"; playbookId: number }) => (mode === "send" ? assignCalls.send([playbookId], ids) : assignCalls.restrict([playbookId], ids)),
    invalidate: [contactKeys.all, playbookKeys.all],
    success: (d) => d.message ?? null,
    onSuccess: onDone,
  });
  const action: BulkAction = {
    id: "playbooks",
    label: "Playbooks",
    icon: BookOpen,
    permission: null,
    menu: true,
    run: (sel: ListSelection) => {
      if (sel.all || sel.ids.size > MAX) {
        toast.error(`Choose up to ${MAX} contacts on the list to send or restrict a playbook.`);
        return;
      }
      setChoice("");
      setOpen({ ids: [...sel.ids], mode: "send" });
    },
  };
  const dialog = (
    <ConfirmDialog
      open={open !== null}
      onOpenChange={(o) => !o && setOpen(null)}
      title="Playbooks"
      description={open ? `For ${formatCount(open.ids.length, "contact")}. Sending emails each new contact a link to the playbook.` : undefined}
      confirmText={open?.mode === "restrict" ? "Restrict" : "Send"}
      busyText={open?.mode === "restrict" ? "Restricting" : "Sending"}
      confirmDisabled={!choice}
      onConfirm={async () => {
        if (open && choice) await mutation.mutateAsync({ ids: open.ids, mode: open.mode, playbookId: Number(choice) });
      }}
    >
      <div className="mt-3 flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="bulk-playbook">Playbook</Label>
          <NativeSelect id="bulk-playbook" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{choices.isPending ? "Loading playbooks…" : "Choose a playbook"}</option>
            {choices.data?.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Action</legend>
          {(["send", "restrict"] as const).map((m) => (
            <label key={m} className="flex items-center gap-1.5">
              <input type="radio" name="bulk-playbook-mode" className="accent-primary" checked={open?.mode === m} onChange={() => setOpen((o) => (o ? { ...o, mode: m } : o))} />
              {m === "send" ? "Send" : "Restrict"}
            </label>
          ))}
        </fieldset>
      </div>
    </ConfirmDialog>
  );
  return { action, dialog };
}
