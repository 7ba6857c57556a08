"use client";

import { useMemo } from "react";
import { Flag, Star } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { TEMPERATURES, type Temperature } from "@/lib/contacts/constants";
import { contactKeys, useContact, type ContactDetail, type ContactStatusTab } from "@/lib/contacts/hooks";
import { cn } from "@/lib/utils/cn";
import { fullName, StatusBadge, TemperatureBadge } from "./contact-cells";
import { ProfilePhoto } from "./profile/profile-photo";
import { ProfileSections } from "./profile/profile-sections";
import type { ProfileAccess } from "./profile/registry";
import { SendMessageButtons } from "./profile/send-message";

export type ContactProfileProps = {
  initialContact: ContactDetail;
  tabs: ContactStatusTab[];
  access: ProfileAccess;
  /** Section id -> the data the server page preloaded for it (see profile/sections.tsx). */
  initial: Readonly<Record<string, unknown>>;
};

const TEMPERATURE_LABEL: Record<Temperature, string> = { cold: "Cold", warm: "Warm", hot: "Hot" };

/** ContactProfile (/contact/{id}/profile): who the contact is and how warm, then the registered sections. */
export function ContactProfile({ initialContact, tabs, access, initial }: ContactProfileProps) {
  const canUpdate = access.canUpdate;
  const id = initialContact.id;
  const contact = useContact(id, initialContact).data ?? initialContact;
  const titles = useMemo(() => new Map(tabs.flatMap((t) => t.items.map((i) => [i.value, i.title] as const))), [tabs]);
  const name = fullName(contact) || "Unnamed contact";

  const toggle = useApiMutation({
    mutationFn: (change: { starred: boolean } | { flagged: boolean } | { temperature: Temperature }) =>
      "starred" in change
        ? api.patch("/contact/{id}/update-starred", { params: { id }, body: change })
        : "flagged" in change
          ? api.patch("/contact/{id}/update-flagged", { params: { id }, body: change })
          : api.patch("/contact/{id}/change-temperature", { params: { id }, body: change }),
    invalidate: [contactKeys.all],
  });

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center">
        <ProfilePhoto contact={contact} name={name} canUpdate={canUpdate} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h1 className="truncate text-xl leading-7 font-semibold text-foreground">{name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge contact={contact} titles={titles} />
            <TemperatureBadge value={contact.temperature} />
            {contact.flagged && <Badge variant="danger">Flagged</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SendMessageButtons contact={contact} />
          <Button
            variant="outline"
            size="icon"
            aria-pressed={contact.starred}
            aria-label="Starred"
            title={contact.starred ? "Unstar" : "Star"}
            disabled={!canUpdate || toggle.isPending}
            onClick={() => toggle.mutate({ starred: !contact.starred })}
          >
            <Star className={cn("size-4", contact.starred && "fill-current text-warning")} aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-pressed={contact.flagged}
            aria-label="Flagged"
            title={contact.flagged ? "Remove flag" : "Flag"}
            disabled={!canUpdate || toggle.isPending}
            onClick={() => toggle.mutate({ flagged: !contact.flagged })}
          >
            <Flag className={cn("size-4", contact.flagged && "fill-current text-danger")} aria-hidden="true" />
          </Button>
          <div role="group" aria-label="Temperature" className="inline-flex rounded-md border border-input bg-card p-0.5 shadow-sm">
            {TEMPERATURES.map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={contact.temperature === t}
                disabled={!canUpdate || toggle.isPending}
                onClick={() => contact.temperature !== t && toggle.mutate({ temperature: t })}
                className={cn(
                  "h-8 rounded-[5px] px-3 text-[13px] font-medium text-muted-foreground transition-colors",
                  "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed",
                  contact.temperature === t && "bg-accent text-foreground",
                )}
              >
                {TEMPERATURE_LABEL[t]}
              </button>
            ))}
          </div>
        </div>
      </header>

      <ProfileSections ctx={{ contact, tabs, titles, access }} initial={{ ...initial, details: contact }} />
    </div>
  );
}
