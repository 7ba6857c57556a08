"use client";

import { useState } from "react";
import { UserRound, X } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { ListSearch } from "@/components/list/list-search";
import { useContactSearch } from "@/lib/contacts/hooks";

/** A chosen contact: the id the API takes and the name the chip shows. */
export type PickedContact = { id: number; name: string };

const nameOf = (c: { first_name: string; last_name: string; email: string | null }) => [c.first_name, c.last_name].filter(Boolean).join(" ") || c.email || "Unnamed contact";

/**
 * The kit's contact picker: search the contact centre (the list's own search: name, email,
 * phone), tick contacts in the results, see the chosen ones as removable chips. Controlled:
 * the caller keeps `value` (a form field through a Controller, say).
 */
export function ContactPicker({ value, onChange, label = "Contacts", error, max }: { value: PickedContact[]; onChange: (next: PickedContact[]) => void; label?: string; error?: string; max?: number }) {
  const [search, setSearch] = useState("");
  const results = useContactSearch(search, true);
  const chosen = new Set(value.map((c) => c.id));
  const full = max !== undefined && value.length >= max;
  const toggle = (c: PickedContact, on: boolean) => onChange(on ? [...value, c] : value.filter((v) => v.id !== c.id));
  const rows = results.data?.data ?? [];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? "contact-picker-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{label}</legend>
      {value.length > 0 && (
        <ul aria-label="Chosen contacts" className="flex flex-wrap gap-1.5">
          {value.map((c) => (
            <li key={c.id} className="flex max-w-full items-center gap-1 rounded-full bg-primary-tint py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary-strong">
              <span className="truncate">{c.name}</span>
              <button type="button" aria-label={`Remove ${c.name}`} onClick={() => toggle(c, false)} className="rounded-full p-0.5 hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring">
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListSearch value={search} onSearch={setSearch} label="Search contacts" placeholder="Search name, email, phone" maxLength={100} className="sm:max-w-none" />
      <div className="max-h-60 min-h-24 overflow-y-auto rounded-md border border-border">
        {results.isPending ? (
          <div className="flex justify-center p-4">
            <Spinner size="sm" label="Loading contacts" />
          </div>
        ) : results.isError ? (
          <p className="p-3 text-sm text-danger-strong">We couldn’t load your contacts. Try again.</p>
        ) : rows.length === 0 ? (
          <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            {search ? `No contacts match “${search}”.` : "No contacts yet."}
          </p>
        ) : (
          <ul aria-label="Matching contacts" aria-busy={results.isFetching || undefined} className="divide-y divide-border">
            {rows.map((c) => {
              const picked: PickedContact = { id: c.id, name: nameOf(c) };
              const on = chosen.has(c.id);
              const inputId = `pick-contact-${c.id}`;
              return (
                <li key={c.id} className="flex min-w-0 items-center gap-3 px-3 py-2 hover:bg-muted">
                  <Checkbox id={inputId} checked={on} disabled={!on && full} onCheckedChange={(v) => toggle(picked, v === true)} />
                  <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
                    <span className="block truncate text-sm text-foreground">{picked.name}</span>
                    {c.email && <span className="block truncate text-xs text-muted-foreground">{c.email}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error && (
        <p id="contact-picker-error" role="alert" className="text-sm text-danger-strong">
          {error}
        </p>
      )}
    </fieldset>
  );
}
