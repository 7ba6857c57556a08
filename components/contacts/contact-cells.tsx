import type { ReactNode } from "react";
import Link from "next/link";
import { Star } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { ContactColumn } from "@/lib/contacts/constants";
import type { Contact } from "@/lib/contacts/hooks";
import { formatDate, fullName, numberFormat, statusTitle } from "./format";
import { isContactTab } from "@/lib/contacts/list-query";

/** Tags are not in the list payload yet; rendered when the API adds them. */
type Row = Contact & { tags?: { id: number; name: string }[] | string[] };

const TEMPERATURE: Record<string, { label: string; variant: BadgeVariant }> = {
  cold: { label: "Cold", variant: "primary" },
  warm: { label: "Warm", variant: "warning" },
  hot: { label: "Hot", variant: "danger" },
};

function Empty() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

function DateCell({ iso }: { iso: string | null }) {
  const text = formatDate(iso);
  return text && iso ? (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {text}
    </time>
  ) : (
    <Empty />
  );
}

function NameLink({ contact, children }: { contact: Contact; children: ReactNode }) {
  return (
    <Link
      href={`/contact/${contact.id}/profile`}
      prefetch={false}
      className="rounded-sm font-medium text-foreground underline-offset-4 hover:text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
    </Link>
  );
}

export function TemperatureBadge({ value }: { value: string }) {
  const t = TEMPERATURE[value];
  if (!t) return <Badge>{value || "Unknown"}</Badge>;
  return (
    <Badge variant={t.variant} dot>
      {t.label}
    </Badge>
  );
}

/** The content of one cell. `titles` maps status values to the location's titles. */
export function renderCell(
  column: ContactColumn,
  contact: Row,
  titles: ReadonlyMap<string, string>,
): ReactNode {
  switch (column) {
    case "photo":
      return <Avatar name={fullName(contact)} src={contact.photo} size="sm" decorative />;
    case "temperature":
      return <TemperatureBadge value={contact.temperature} />;
    case "starred":
      return contact.starred ? (
        <span className="inline-flex text-warning">
          <Star className="size-4 fill-current" aria-hidden="true" />
          <span className="sr-only">Starred</span>
        </span>
      ) : (
        <span className="inline-flex text-control/60">
          <Star className="size-4" aria-hidden="true" />
          <span className="sr-only">Not starred</span>
        </span>
      );
    case "first_name":
      return contact.first_name ? <NameLink contact={contact}>{contact.first_name}</NameLink> : <Empty />;
    case "last_name":
      return contact.last_name ? <NameLink contact={contact}>{contact.last_name}</NameLink> : <Empty />;
    case "date_created":
      return <DateCell iso={contact.date_created} />;
    case "email":
      return contact.email ? (
        <span className="block max-w-64 truncate" title={contact.email}>
          {contact.email}
        </span>
      ) : (
        <Empty />
      );
    case "number":
      return contact.number ? <span className="whitespace-nowrap tabular-nums">{contact.number}</span> : <Empty />;
    case "status":
      return (
        <Badge status={isContactTab(contact.tab) ? contact.tab : undefined}>
          {statusTitle(contact.status, titles)}
        </Badge>
      );
    case "last_action":
      return contact.last_action ? (
        <span className="block max-w-56 truncate" title={contact.last_action}>
          {contact.last_action}
        </span>
      ) : (
        <Empty />
      );
    case "tags": {
      const tags = (contact.tags ?? []).map((t) => (typeof t === "string" ? t : t.name));
      return tags.length ? (
        <span className="flex max-w-64 flex-wrap gap-1">
          {tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
        </span>
      ) : (
        <Empty />
      );
    }
    case "login_count":
      return <span className="tabular-nums">{numberFormat.format(contact.login_count)}</span>;
    case "last_email_activity":
      return <DateCell iso={contact.last_email_activity} />;
    case "last_chat":
      return <DateCell iso={contact.last_chat} />;
  }
}
