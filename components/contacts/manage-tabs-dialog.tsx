"use client";

import { useState, type FormEvent } from "react";
import { ArrowDown, ArrowUp, Plus, Settings2, Trash2 } from "lucide-react";
import { useApiMutation, type ErrorTarget } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api/client";
import { contactKeys, type ContactStatusTab } from "@/lib/contacts/hooks";
import type { ContactTab } from "@/lib/contacts/constants";
import { formatCount } from "@/lib/format";

type Item = ContactStatusTab["items"][number];

/**
 * One inline message per row: the shared handler (through useApiMutation) puts a 422's field
 * messages here, beside what they are about, whichever field (title, id, ids) they name.
 */
function useInlineError() {
  const [error, setError] = useState<string | null>(null);
  const target: ErrorTarget = {
    formState: { defaultValues: { title: "", id: "", ids: "", type: "" } },
    setError: (_name: never, e: { message: string }) => setError(e.message),
  };
  return { error, setError, target };
}

/**
 * "Manage tabs": each group's statuses, renamed in place, moved up and down, added and deleted.
 * The delete rule is stated up front: a status that holds contacts stays until they are moved.
 */
export function ManageTabsDialog({ tabs }: { tabs: ContactStatusTab[] }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings2 aria-hidden="true" />
          Manage tabs
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Manage tabs</DialogTitle>
          <DialogDescription>
            Each tab groups statuses. Rename a status and its contacts keep it. A status that still holds contacts can’t be deleted: move its
            contacts to another status first. Each tab keeps at least one status.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          {tabs.map((t) => (
            <TabGroup key={t.type} tab={t} />
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TabGroup({ tab }: { tab: ContactStatusTab }) {
  const [title, setTitle] = useState("");
  const { error, setError, target } = useInlineError();
  const add = useApiMutation({
    mutationFn: (v: { type: ContactTab; title: string }) => api.post("/contact/tabs/store", { body: v }),
    invalidate: [contactKeys.tabs()],
    success: (d) => d.message,
    form: target,
    onSuccess: () => {
      setTitle("");
      setError(null);
    },
  });
  const sort = useApiMutation({
    mutationFn: (ids: number[]) => api.patch("/contact/tabs/list-sort", { body: { type: tab.type, ids } }),
    invalidate: [contactKeys.tabs()],
  });
  const move = (from: number, to: number) => {
    const ids = tab.items.map((i) => i.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    sort.mutate(ids);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setError("The title field is required.");
    add.mutate({ type: tab.type, title: title.trim() });
  };
  const inputId = `new-status-${tab.type}`;

  return (
    <section aria-labelledby={`group-${tab.type}`} className="flex flex-col gap-2">
      <h3 id={`group-${tab.type}`} className="text-sm font-semibold text-foreground">
        {tab.title} <span className="font-normal text-muted-foreground">· {formatCount(tab.count, "contact")}</span>
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {tab.items.map((item, i) => (
          <ItemRow
            key={item.id}
            item={item}
            only={tab.items.length === 1}
            onUp={i > 0 ? () => move(i, i - 1) : undefined}
            onDown={i < tab.items.length - 1 ? () => move(i, i + 1) : undefined}
            busy={sort.isPending}
          />
        ))}
      </ul>
      <form onSubmit={submit} className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            New status in {tab.title}
          </label>
          <Input
            id={inputId}
            className="h-8"
            placeholder={`New status in ${tab.title}`}
            value={title}
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${inputId}-error`} className="text-xs text-danger-strong">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {add.isPending ? "Adding" : "Add"}
        </Button>
      </form>
    </section>
  );
}

function ItemRow({ item, only, onUp, onDown, busy }: { item: Item; only: boolean; onUp?: () => void; onDown?: () => void; busy: boolean }) {
  const [title, setTitle] = useState(item.title);
  const [confirming, setConfirming] = useState(false);
  const { error, setError, target } = useInlineError();
  const rename = useApiMutation({
    mutationFn: (v: { id: number; title: string }) => api.patch("/contact/tabs/update", { body: v }),
    invalidate: [contactKeys.tabs()],
    success: (d) => d.message,
    form: target,
    onSuccess: () => setError(null),
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/contact/tabs/delete", { body: { id } }),
    invalidate: [contactKeys.tabs()],
    success: (d) => d.message ?? null,
    form: target,
  });
  const changed = title.trim() !== item.title;
  const inputId = `status-${item.id}`;
  // Why delete is not offered, in words (the rule the API enforces).
  const keep = item.count > 0 ? `Holds ${formatCount(item.count, "contact")}: move them to delete this status.` : only ? "The last status of a tab stays." : null;

  return (
    <li className="flex flex-col gap-1 px-3 py-2">
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) return setError("The title field is required.");
          if (changed) rename.mutate({ id: item.id, title: title.trim() });
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Status name
        </label>
        <Input
          id={inputId}
          className="h-8 min-w-0 flex-1 basis-40"
          value={title}
          maxLength={50}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(null);
          }}
        />
        <span className="text-xs text-muted-foreground tabular-nums">{formatCount(item.count, "contact")}</span>
        {changed && (
          <Button type="submit" size="sm" disabled={rename.isPending}>
            {rename.isPending ? "Saving" : "Save"}
          </Button>
        )}
        <div className="ml-auto flex items-center gap-1">
          <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${item.title} up`} disabled={!onUp || busy} onClick={onUp}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move ${item.title} down`} disabled={!onDown || busy} onClick={onDown}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${item.title}`}
            title={keep ?? undefined}
            disabled={!!keep}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </form>
      {(error || keep) && <p className={error ? "text-xs text-danger-strong" : "text-xs text-muted-foreground"}>{error ?? keep}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={`You want to delete the status “${item.title}”.`}
        tone="danger"
        confirmText="Delete"
        busyText="Deleting"
        onConfirm={async () => {
          // A refusal (422) closes the dialog; its reason shows under the row.
          await remove.mutateAsync(item.id).catch(() => undefined);
        }}
      />
    </li>
  );
}
