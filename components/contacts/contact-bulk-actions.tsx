"use client";

import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { CountryCode } from "libphonenumber-js";
import { ArrowRightLeft, Building2, Combine, Globe, GlobeLock, KeyRound, Mail, MessageSquare, MessageSquareOff, Phone, Tag, Tags, Trash2, UserRound, UsersRound, X, ListMinus, ListPlus } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import type { BulkAction } from "@/components/list/bulk-bar";
import type { ListSelection, SelectionApi } from "@/components/list/use-selection";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api/client";
import { MERGE_MAX } from "@/lib/contacts/bulk-constants";
import { toContactFilters, type ContactListState, type ContactTarget } from "@/lib/contacts/columns";
import { CONTACT_TABS, GENDERS, TAB_TITLES } from "@/lib/contacts/constants";
import { contactKeys, type Contact, type ContactStatusTab } from "@/lib/contacts/hooks";
import { formatCount } from "@/lib/format";
import { phoneInCountry } from "@/lib/format-phone";
import { formKeys } from "@/lib/forms/hooks";
import { groupKeys, useGroupChoices } from "@/lib/groups/hooks";
import { pageKeys } from "@/lib/pages/hooks";
import { sequenceKeys, useSequencePicker } from "@/lib/sequences/hooks";
import { playbookKeys } from "@/lib/playbooks/hooks";
import { tagKeys, useTagList } from "@/lib/tags/hooks";
import { PhoneCountrySelect } from "./phone-country-select";
import { ComposeEmailDialog } from "./profile/send-message";
import { useContentBulkActions } from "@/components/content-dashboard/content-bulk-actions";
import { formKind } from "@/components/forms/form-kind";
import { formBulkModes } from "@/components/forms/form-bulk-modes";
import { habitBulkModes } from "@/components/habit-tracking/habit-bulk-modes";
import { habitKind } from "@/components/habit-tracking/habit-kind";
import { trackingBulkModes } from "@/components/progress-tracking/tracking-bulk-modes";
import { trackingKind } from "@/components/progress-tracking/tracking-kind";
import { habitKeys } from "@/lib/habit-tracking/hooks";
import { trackingKeys } from "@/lib/progress-tracking/hooks";
import { pageKind } from "@/components/pages/page-kind";
import { pageBulkModes } from "@/components/pages/page-bulk-modes";
import { playbookKind } from "@/components/playbooks/playbook-kind";
import { workoutKeys } from "@/lib/workouts/hooks";
import { playbookBulkModes } from "@/components/playbooks/playbook-bulk-modes";
import { workoutBulkModes } from "@/components/workouts/workout-bulk-modes";
import { workoutKind } from "@/components/workouts/workout-kind";

type Answer = { message: string; status?: number };

/** A location the user may copy contacts to (same company, a member of it, not this one). */
export type CopyTarget = { id: number; businessname: string };

type DialogKind = "move" | "status" | "gender" | "tag-add" | "tag-remove" | "group-add" | "copy" | "merge" | "delete" | "phone-code" | "login" | "sequence-add" | "sequence-remove";
/** Dialogs that need no choice to confirm (the phone code's "" is the default country). */
const NO_CHOICE: readonly DialogKind[] = ["delete", "login", "phone-code"];

/** The selection as a bulk call's target: the ticked ids, or "all matching" the list's own filters. */
function toTarget(sel: ListSelection, state: ContactListState, timeZone: string): ContactTarget {
  if (!sel.all) return { contact_ids: [...sel.ids] };
  return { all: true, except: [...sel.except], filters: toContactFilters(state, { timeZone }) };
}

const UPDATE = ["contacts-center", "update"] as const;

/**
 * The contact list's bulk actions (doc 2 s6) and their dialogs. Each action is shown only to a
 * user who holds its permission (the API refuses the others with 403 too): update for most,
 * assign for Copy To Location, delete for Bulk Delete, none for merge.
 */
export function useContactBulkActions({ state, selection, tabs, rows, copyTargets, total, timeZone }: {
  state: ContactListState;
  /** The location's zone, for a date preset in "all matching" (lib/list/date-presets.ts). */
  timeZone: string;
  selection: SelectionApi;
  tabs: ContactStatusTab[];
  /** The rows on screen (names for the merge dialog). */
  rows: Contact[];
  copyTargets: CopyTarget[];
  total: number;
}): { actions: BulkAction[]; dialogs: ReactNode } {
  const [open, setOpen] = useState<{ kind: DialogKind; target: ContactTarget; count: number } | null>(null);
  const [choice, setChoice] = useState("");
  const [compose, setCompose] = useState<{ target: ContactTarget; count: number } | null>(null);
  const tagList = useTagList(open?.kind === "tag-add" || open?.kind === "tag-remove").data?.original ?? [];
  const groupChoices = useGroupChoices(open?.kind === "group-add").data?.data ?? [];
  const sequenceChoices = useSequencePicker(open?.kind === "sequence-add" || open?.kind === "sequence-remove").data ?? [];

  const mutation = useApiMutation({
    mutationFn: (run: () => Promise<Answer>) => run(),
    invalidate: [contactKeys.all, tagKeys.all, groupKeys.all, sequenceKeys.all],
    // A send that reached nobody answers status -1 with the reason (doc 2 s4): an error, and the selection stays.
    success: (data) => (data.status === -1 ? null : data.message),
    onSuccess: (data) => (data.status === -1 ? toast.error(data.message) : selection.clear()),
  });
  const call = (run: () => Promise<Answer>) => mutation.mutateAsync(run);
  const countOf = (sel: ListSelection) => (sel.all ? Math.max(0, total - sel.except.size) : sel.ids.size);
  // Content for clients (doc 2 s6: no gate here; each module's API checks its own rights).
  const content = { toTarget: (sel: ListSelection) => toTarget(sel, state, timeZone), countOf, onDone: () => selection.clear() };
  const pages = useContentBulkActions({ ...content, kind: pageKind, modes: pageBulkModes, invalidate: [contactKeys.all, pageKeys.all] });
  const playbooks = useContentBulkActions({ ...content, kind: playbookKind, modes: playbookBulkModes, invalidate: [contactKeys.all, playbookKeys.all] });
  const forms = useContentBulkActions({ ...content, kind: formKind, modes: formBulkModes, invalidate: [contactKeys.all, formKeys.all] });
  const trackings = useContentBulkActions({ ...content, kind: trackingKind, modes: trackingBulkModes, invalidate: [contactKeys.all, trackingKeys.all] });
  const habits = useContentBulkActions({ ...content, kind: habitKind, modes: habitBulkModes, invalidate: [contactKeys.all, habitKeys.all] });
  const workouts = useContentBulkActions({ ...content, kind: workoutKind, modes: workoutBulkModes, invalidate: [contactKeys.all, workoutKeys.all] });

  const ask = (kind: DialogKind, initial = "") => (sel: ListSelection) => {
    setChoice(initial);
    setOpen({ kind, target: toTarget(sel, state, timeZone), count: countOf(sel) });
  };
  const direct = (run: (t: ContactTarget) => Promise<{ message: string }>) => (sel: ListSelection) => call(() => run(toTarget(sel, state, timeZone)));

  const actions: BulkAction[] = [
    { id: "move", label: "Move", icon: ArrowRightLeft, permission: UPDATE, run: ask("move", "clients") },
    { id: "delete", label: "Delete", icon: Trash2, permission: ["contacts-center", "delete"], tone: "danger", run: ask("delete") },
    { id: "status", label: "Change status", icon: Tags, permission: UPDATE, menu: true, run: ask("status", tabs.flatMap((t) => t.items)[0]?.value ?? "") },
    { id: "gender", label: "Change gender", icon: UserRound, permission: UPDATE, menu: true, run: ask("gender", GENDERS[0]) },
    { id: "tag-add", label: "Add tag", icon: Tag, permission: UPDATE, menu: true, run: ask("tag-add") },
    { id: "tag-remove", label: "Remove tag", icon: X, permission: UPDATE, menu: true, run: ask("tag-remove") },
    { id: "sequence-add", label: "Add to sequence", icon: ListPlus, permission: ["sequences", "update"], menu: true, run: ask("sequence-add") },
    { id: "sequence-remove", label: "Remove from sequence", icon: ListMinus, permission: ["sequences", "update"], menu: true, run: ask("sequence-remove") },
    { id: "group-add", label: "Add to group", icon: UsersRound, permission: ["groups", "update"], menu: true, run: ask("group-add") },
    { id: "sms-on", label: "Enable SMS", icon: MessageSquare, permission: UPDATE, menu: true,
      run: direct((t) => api.patch("/contact/update-delivery-status", { body: { ...t, type: "sms", enabled: true } })) },
    { id: "sms-off", label: "Disable SMS", icon: MessageSquareOff, permission: UPDATE, menu: true,
      run: direct((t) => api.patch("/contact/update-delivery-status", { body: { ...t, type: "sms", enabled: false } })) },
    { id: "portal-on", label: "Activate portal", icon: Globe, permission: UPDATE, menu: true,
      run: direct((t) => api.patch("/contact/portal-account-activate-suspend", { body: { ...t, active: true } })) },
    { id: "portal-off", label: "Suspend portal", icon: GlobeLock, permission: UPDATE, menu: true,
      run: direct((t) => api.patch("/contact/portal-account-activate-suspend", { body: { ...t, active: false } })) },
    { id: "login", label: "Resend login", icon: KeyRound, permission: UPDATE, menu: true, run: ask("login") },
    // Doc 2 s6: phone code and email send have no gate.
    { id: "phone-code", label: "Phone code", icon: Phone, permission: null, menu: true, run: ask("phone-code") },
    { id: "email", label: "Send email", icon: Mail, permission: null, menu: true, run: (sel) => setCompose({ target: toTarget(sel, state, timeZone), count: countOf(sel) }) },
    ...pages.actions,
    ...(copyTargets.length
      ? [{ id: "copy", label: "Copy To Location", icon: Building2, permission: ["contacts-center", "assign"], menu: true, run: ask("copy", String(copyTargets[0].id)) } satisfies BulkAction]
      : []),
    { id: "merge", label: "Merge", icon: Combine, permission: null, menu: true,
      run: (sel) => {
        if (sel.all || sel.ids.size < 2 || sel.ids.size > MERGE_MAX) {
          toast.error(`Select between 2 and ${MERGE_MAX} contacts to merge.`);
          return;
        }
        ask("merge", String([...sel.ids][0]))(sel);
      } },
    ...playbooks.actions,
    ...forms.actions,
    ...trackings.actions,
    ...habits.actions,
    ...workouts.actions,
  ];

  const t = open?.target;
  const confirm = async () => {
    if (!open || !t) return;
    switch (open.kind) {
      case "move": await call(() => api.post("/contact/move", { body: { ...t, tab: choice as (typeof CONTACT_TABS)[number] } })); break;
      case "status": await call(() => api.patch("/contact/change-status", { body: { ...t, status_value: choice } })); break;
      case "gender": await call(() => api.patch("/contact/change-gender", { body: { ...t, gender: choice as (typeof GENDERS)[number] } })); break;
      case "tag-add": await call(() => api.patch("/tag/add-contact", { body: { ...t, tag_ids: [Number(choice)] } })); break;
      case "tag-remove": await call(() => api.patch("/tag/remove-contact", { body: { ...t, tag_ids: [Number(choice)] } })); break;
      case "sequence-add": await call(() => api.post("/sequence/add-contact", { body: { ...t, sequence_ids: [Number(choice)] } })); break;
      case "sequence-remove": await call(() => api.post("/sequence/remove-contact", { body: { ...t, sequence_ids: [Number(choice)] } })); break;
      case "group-add": await call(() => api.patch("/group/add-contacts", { body: { ...t, group_id: Number(choice) } })); break;
      case "copy": await call(() => api.post("/contact/copy-to-location", { body: { ...t, location_id: Number(choice) } }).then((r) => ({
        message: r.skipped ? `${r.message} ${formatCount(r.skipped, "contact")} already in that location ${r.skipped === 1 ? "was" : "were"} skipped.` : r.message,
      }))); break;
      case "merge": await call(() => api.post("/contact/merge", { body: { contact_ids: "contact_ids" in t ? t.contact_ids : [], primary_id: Number(choice) } })); break;
      case "delete": await call(() => api.post("/contact/delete", { body: t })); break;
      case "phone-code": await call(() => api.patch("/contact/update-phone-country-code", { body: { ...t, country_code: choice || null } })); break;
      case "login": await call(() => api.post("/contact/resend-login", { body: t })); break;
    }
  };

  const who = open ? formatCount(open.count, "contact") : "";
  const name = (id: number) => {
    const c = rows.find((r) => r.id === id);
    return c ? `${c.first_name} ${c.last_name}`.trim() || c.email || `Contact ${id}` : `Contact ${id}`;
  };
  const picker = (label: string, options: ReactNode) => (
    <div className="mt-3 flex flex-col gap-1.5">
      <Label htmlFor="bulk-choice">{label}</Label>
      <NativeSelect id="bulk-choice" value={choice} onChange={(e) => setChoice(e.target.value)}>
        {options}
      </NativeSelect>
    </div>
  );
  const copy: Record<DialogKind, { title: string; description: string; confirm: string; busy: string; body?: ReactNode }> = {
    move: { title: "Move contacts", description: `Move ${who} to another tab. They take the tab’s first status.`, confirm: "Move", busy: "Moving",
      body: picker("Tab", CONTACT_TABS.map((tab) => <option key={tab} value={tab}>{tabs.find((x) => x.type === tab)?.title ?? TAB_TITLES[tab]}</option>)) },
    status: { title: "Change status", description: `Give ${who} a new status.`, confirm: "Change", busy: "Changing",
      body: picker("Status", tabs.map((g) => g.items.length ? <optgroup key={g.type} label={g.title}>{g.items.map((i) => <option key={i.id} value={i.value}>{i.title}</option>)}</optgroup> : null)) },
    gender: { title: "Change gender", description: `Set the gender of ${who}.`, confirm: "Change", busy: "Changing",
      body: picker("Gender", GENDERS.map((g) => <option key={g} value={g}>{g}</option>)) },
    "tag-add": { title: "Add tag", description: `Add a tag to ${who}.`, confirm: "Add", busy: "Adding",
      body: picker("Tag", <><option value="" disabled>{tagList.length ? "Choose a tag" : "No tags yet: create them on the Tags screen"}</option>{tagList.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}</>) },
    "tag-remove": { title: "Remove tag", description: `Remove a tag from ${who}.`, confirm: "Remove", busy: "Removing",
      body: picker("Tag", <><option value="" disabled>Choose a tag</option>{tagList.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}</>) },
    "group-add": { title: "Add to group", description: `Add ${who} to a group. Contacts already in it stay once.`, confirm: "Add", busy: "Adding",
      body: picker("Group", <><option value="" disabled>{groupChoices.length ? "Choose a group" : "No groups yet: create them on the Groups screen"}</option>{groupChoices.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}</>) },
    "sequence-add": { title: "Add to sequence", description: `Start ${who} on a sequence: each gets its first message after its delay. Contacts already on it stay where they are.`, confirm: "Add", busy: "Adding",
      body: picker("Sequence", <><option value="" disabled>{sequenceChoices.length ? "Choose a sequence" : "No sequences yet: create them on the Sequences screen"}</option>{sequenceChoices.map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}</>) },
    "sequence-remove": { title: "Remove from sequence", description: `Take ${who} off a sequence: nothing more is sent to them from it.`, confirm: "Remove", busy: "Removing",
      body: picker("Sequence", <><option value="" disabled>Choose a sequence</option>{sequenceChoices.map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}</>) },
    copy: { title: "Copy To Location", description: `Copy ${who} to another location. Contacts whose email is already there are skipped.`, confirm: "Copy", busy: "Copying",
      body: picker("Location", copyTargets.map((l) => <option key={l.id} value={l.id}>{l.businessname}</option>)) },
    merge: { title: "Merge contacts", description: `Merge ${who} into one. Notes, tags and logs move to the contact you keep; the others are removed.`, confirm: "Merge", busy: "Merging",
      body: picker("Keep", t && "contact_ids" in t ? t.contact_ids.map((id) => <option key={id} value={id}>{name(id)}</option>) : null) },
    "phone-code": { title: "Phone code", description: `Choose the country the numbers of ${who} are read in when they are typed without “+”.`, confirm: "Apply", busy: "Applying",
      body: <PhoneCodeChoice value={choice} onChange={setChoice} rows={t && "contact_ids" in t ? rows.filter((r) => t.contact_ids.includes(r.id)) : rows} /> },
    login: { title: "Resend login", description: `Email ${who} a link to set their client portal password? Contacts without portal access or an email address are skipped.`, confirm: "Send", busy: "Sending" },
    delete: { title: "Are you sure?", description: `Delete ${who}? You can restore them from Deleted contacts.`, confirm: "Delete", busy: "Deleting" },
  };
  const c = open ? copy[open.kind] : null;

  const dialogs = (
    <>
      {pages.dialog}
      {playbooks.dialog}
      {forms.dialog}
      {trackings.dialog}
      {habits.dialog}
      {workouts.dialog}
      <ComposeEmailDialog
        idPrefix="bulk-email"
        to={compose ? <>To {formatCount(compose.count, "contact")}. Contacts without an email address, with email delivery off or unsubscribed are skipped.</> : null}
        open={!!compose}
        onOpenChange={(next) => !next && setCompose(null)}
        send={(v) => api.post("/contact/send-email", { body: { ...(compose?.target ?? { contact_ids: [] }), ...v } })}
        onSent={() => selection.clear()}
      />
      <ConfirmDialog
        open={!!open}
        onOpenChange={(next) => !next && setOpen(null)}
        title={c?.title}
        description={c?.description}
        confirmText={c?.confirm}
        busyText={c?.busy}
        tone={open?.kind === "delete" ? "danger" : "confirm"}
        confirmDisabled={!!open && !NO_CHOICE.includes(open.kind) && !choice}
        onConfirm={confirm}
      >
        {c?.body}
      </ConfirmDialog>
    </>
  );
  return { actions, dialogs };
}

/**
 * The phone code's country picker, with how the selected numbers on screen typed without "+"
 * will read there (libphonenumber), so a wrong country shows before it is applied.
 */
function PhoneCodeChoice({ value, onChange, rows }: { value: string; onChange: (code: string) => void; rows: Contact[] }) {
  const samples = rows.filter((r) => r.number && !r.number.trim().startsWith("+")).slice(0, 3);
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <Label htmlFor="bulk-phone-code">Country</Label>
      <PhoneCountrySelect id="bulk-phone-code" value={value || null} onChange={(code) => onChange(code ?? "")} />
      {value && samples.length > 0 && (
        <ul className="mt-1 flex flex-col gap-1 text-xs text-muted-foreground" aria-label="How numbers will read">
          {samples.map((r) => {
            const read = phoneInCountry(r.number, value as CountryCode);
            return (
              <li key={r.id} className="truncate">
                {r.number} → {read ?? <span className="text-danger-strong">not a valid number there</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
