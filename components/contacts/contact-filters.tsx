"use client";

import { Star, Flag, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { ContactFilterName, ContactListState } from "@/lib/contacts/columns";
import { SOURCES, TEMPERATURES, type ContactTab } from "@/lib/contacts/constants";
import { useHydrated } from "@/lib/utils/use-hydrated";
import type { ContactStatusTab } from "@/lib/contacts/hooks";
import { useTagList } from "@/lib/tags/hooks";
import { DATE_PRESETS, presetRange, type DatePreset } from "@/lib/list/date-presets";
import { formatDate } from "@/lib/format";

type Patch = Partial<Record<ContactFilterName, string | null>>;

const TEMPERATURE_LABEL: Record<string, string> = { cold: "Cold", warm: "Warm", hot: "Hot" };

/**
 * The contact list's filter panel (doc 2 s2 table): status item, tag, temperature, source,
 * date created (doc 1 s9 presets or a custom range), starred and flagged. Every change goes to
 * the URL, so a filtered view reloads and bookmarks as it is.
 */

export function ContactFilters({
  state,
  tabs,
  status,
  timeZone,
  onChange,
}: {
  state: ContactListState;
  /** The location's zone: a preset's days are its days. */
  timeZone: string;
  tabs: ContactStatusTab[];
  /** The open tab: its items are the status choices (all groups' items on All). */
  status: ContactTab | undefined;
  onChange: (patch: Patch) => void;
}) {
  const f = state.filters;
  const hydrated = useHydrated();
  const tags = useTagList();
  const tagOptions = tags.data?.original ?? [];
  const groups = status ? tabs.filter((t) => t.type === status) : tabs;
  const range = f.date && f.date !== "custom" ? presetRange(f.date as DatePreset, new Date(), timeZone) : null;

  return (
    <div role="group" aria-label="Filters" data-hydrated={hydrated || undefined} className="flex flex-col gap-3 border-b border-border bg-muted/40 px-4 py-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Status" htmlFor="filter-status">
          <NativeSelect size="sm" value={f.item ?? ""} onChange={(e) => onChange({ item: e.target.value || null })}>
            <option value="">Any status</option>
            {groups.map((t) =>
              t.items.length ? (
                <optgroup key={t.type} label={t.title}>
                  {t.items.map((i) => (
                    <option key={i.id} value={i.value}>
                      {i.title}
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </NativeSelect>
        </Field>
        <Field label="Tag" htmlFor="filter-tag">
          <NativeSelect size="sm" value={f.tag ?? ""} onChange={(e) => onChange({ tag: e.target.value || null })}>
            <option value="">{tags.isLoading ? "Loading tags…" : tagOptions.length ? "Any tag" : "No tags yet"}</option>
            {tagOptions.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Temperature" htmlFor="filter-temperature">
          <NativeSelect size="sm" value={f.temperature ?? ""} onChange={(e) => onChange({ temperature: e.target.value || null })}>
            <option value="">Any temperature</option>
            {TEMPERATURES.map((t) => (
              <option key={t} value={t}>
                {TEMPERATURE_LABEL[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Source" htmlFor="filter-source">
          <NativeSelect size="sm" value={f.source ?? ""} onChange={(e) => onChange({ source: e.target.value || null })}>
            <option value="">Any source</option>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Date created"
          htmlFor="filter-date"
          help={range?.from ? (range.from === range.to ? formatDate(range.from) : `${formatDate(range.from)} – ${formatDate(range.to)}`) : undefined}
        >
          <NativeSelect
            size="sm"
            value={f.date ?? "all"}
            onChange={(e) => {
              const v = e.target.value;
              onChange({ date: v === "all" ? null : v, from: null, to: null });
            }}
          >
            {DATE_PRESETS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
            <option value="custom">Custom range</option>
          </NativeSelect>
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        {f.date === "custom" && (
          <div className="flex flex-wrap items-end gap-3">
            <Field label="From" htmlFor="filter-from">
              <Input type="date" className="h-8 w-40" value={f.from ?? ""} onChange={(e) => onChange({ from: e.target.value || null })} />
            </Field>
            <Field label="To" htmlFor="filter-to">
              <Input type="date" className="h-8 w-40" value={f.to ?? ""} onChange={(e) => onChange({ to: e.target.value || null })} />
            </Field>
          </div>
        )}
        <div className="flex h-8 items-center gap-2">
          <Checkbox id="filter-starred" checked={!!f.starred} onCheckedChange={(v) => onChange({ starred: v === true ? "1" : null })} />
          <Label htmlFor="filter-starred" className="flex items-center gap-1">
            <Star className="size-3.5 text-warning" aria-hidden="true" />
            Starred only
          </Label>
        </div>
        <div className="flex h-8 items-center gap-2">
          <Checkbox id="filter-flagged" checked={!!f.flagged} onCheckedChange={(v) => onChange({ flagged: v === true ? "1" : null })} />
          <Label htmlFor="filter-flagged" className="flex items-center gap-1">
            <Flag className="size-3.5 text-danger-strong" aria-hidden="true" />
            Flagged only
          </Label>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={() => onChange({ item: null, tag: null, temperature: null, source: null, starred: null, flagged: null, date: null, from: null, to: null })}
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      </div>
    </div>
  );
}
