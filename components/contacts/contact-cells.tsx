import { hasScreen } from "@/lib/shell/features";
import type { ReactNode } from "react";
import Link from "next/link";
import { Star } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { CardLayout } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { COLUMN_META, isContactTab } from "@/lib/contacts/columns";
import { STATUS_FALLBACK_TITLES, type ContactColumn } from "@/lib/contacts/constants";
import type { Contact } from "@/lib/contacts/hooks";
import { formatDate, formatNumber, isoString } from "@/lib/format";
import { formatPhone } from "@/lib/format-phone";

type Row = Contact;

export function fullName(c: { first_name: string; last_name: string }): string {
  return `${c.first_name} ${c.last_name}`.trim();
}

/**
 * A status value's display title: the location's status list first, then the spec's
 * fallbacks (Leads -> Prospect, Trial -> ActiveTrial, Bucket -> Lost), else the value itself.
 */
export function statusTitle(value: string, titles: ReadonlyMap<string, string>): string {
  return titles.get(value) ?? STATUS_FALLBACK_TITLES[value] ?? value;
}

const TEMPERATURE: Record<string, { label: string; variant: BadgeVariant }> = {
  cold: { label: "Cold", variant: "primary" },
  warm: { label: "Warm", variant: "warning" },
  hot: { label: "Hot", variant: "danger" },
};

function None() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

function DateCell({ value }: { value: string | null }) {
  const text = formatDate(value);
  return text ? (
    <time dateTime={isoString(value)} className="whitespace-nowrap tabular-nums">
      {text}
    </time>
  ) : (
    <None />
  );
}

/** The name links to the contact's profile once that screen exists (lib/shell/features.ts). */
function NameLink({ contact, children }: { contact: Contact; children: ReactNode }) {
  const href = `/contact/${contact.id}/profile`;
  if (!hasScreen(href)) return <span className="font-medium text-foreground">{children}</span>;
  return (
    <Link
      href={href}
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

export function StatusBadge({ contact, titles }: { contact: Pick<Contact, "status" | "tab">; titles: ReadonlyMap<string, string> }) {
  return <Badge status={isContactTab(contact.tab) ? contact.tab : undefined}>{statusTitle(contact.status, titles)}</Badge>;
}

function Truncated({ text, className }: { text: string | null; className: string }) {
  return text ? (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  ) : (
    <None />
  );
}

function Phone({ value }: { value: string | null }) {
  const text = formatPhone(value);
  return text ? <span className="whitespace-nowrap tabular-nums">{text}</span> : <None />;
}

/** How each column looks: widths keep the default columns inside a 1280 px screen. */
const LOOK: Partial<Record<ContactColumn, Pick<ListColumn<Row>, "className" | "cellClassName" | "hideLabel" | "header" | "pinned" | "width">>> = {
  photo: { className: "w-14 min-w-14", cellClassName: "py-2", hideLabel: true, pinned: true, width: 56 },
  first_name: { pinned: true, className: "min-w-32" },
  starred: { className: "w-12", cellClassName: "py-2", header: <Star className="size-3.5" aria-hidden="true" /> },
  temperature: { className: "w-28" },
};

/** The content of one cell. */
function renderCell(key: ContactColumn, c: Row, titles: ReadonlyMap<string, string>): ReactNode {
  switch (key) {
    case "photo":
      return <Avatar name={fullName(c)} src={c.photo} size="sm" decorative />;
    case "temperature":
      return <TemperatureBadge value={c.temperature} />;
    case "starred":
      return c.starred ? (
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
      return c.first_name ? <NameLink contact={c}>{c.first_name}</NameLink> : <None />;
    case "last_name":
      return c.last_name ? <NameLink contact={c}>{c.last_name}</NameLink> : <None />;
    case "date_created":
      return <DateCell value={c.date_created} />;
    case "email":
      return <Truncated text={c.email} className="max-w-56" />;
    case "number":
      return <Phone value={c.number} />;
    case "status":
      return <StatusBadge contact={c} titles={titles} />;
    case "last_action":
      return <Truncated text={c.last_action} className="max-w-44" />;
    case "tags": {
      const tags = c.tags.map((t) => t.name);
      return tags.length ? (
        <span className="flex max-w-64 flex-wrap gap-1">
          {tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
        </span>
      ) : (
        <None />
      );
    }
    case "login_count":
      return <span className="tabular-nums">{formatNumber(c.login_count)}</span>;
    case "last_email_activity":
      return <DateCell value={c.last_email_activity} />;
    case "last_chat":
      return <DateCell value={c.last_chat} />;
  }
}

/** Every contact column for the list kit, in table order. `titles` maps status values to the location's titles. */
export function contactColumns(titles: ReadonlyMap<string, string>): ListColumn<Row, NonNullable<(typeof COLUMN_META)[number]["sortKey"]>, ContactColumn>[] {
  return COLUMN_META.map((m) => ({ ...m, ...LOOK[m.key], cell: (c: Row) => renderCell(m.key, c, titles) }));
}

/** A contact as a card at 375 px: avatar, name, status; then email, phone and last action. */
export function contactCard(titles: ReadonlyMap<string, string>): CardLayout<Row> {
  return {
    leading: (c) => <Avatar name={fullName(c)} src={c.photo} size="sm" decorative />,
    title: (c) => <NameLink contact={c}>{fullName(c) || c.email || `Contact ${c.id}`}</NameLink>,
    badge: (c) => <StatusBadge contact={c} titles={titles} />,
    fields: [
      { label: "Email", value: (c) => <Truncated text={c.email} className="" /> },
      { label: "Number", value: (c) => <Phone value={c.number} /> },
      { label: "Last action", value: (c) => <Truncated text={c.last_action} className="" /> },
    ],
  };
}
