"use client";

import Link from "next/link";
import { Fragment } from "react";
import { Copy, FolderInput, ImageIcon, MoreHorizontal, Pencil, Send, Share2, ShieldOff, SquarePen, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

/** One entry of a card's menu: a link (`href`) or an action (`onSelect`). */
export type MenuEntry = { label: string; icon: LucideIcon; href?: string; onSelect?: () => void; danger?: boolean };
type Item = MenuEntry | "separator";

/** A content card's actions menu ("Actions for {title}"), from its entries. */
export function ContentCardMenu({ title, items }: { title: string; items: Item[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Actions for ${title}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item, i) => {
          if (item === "separator") return <DropdownMenuSeparator key={`sep-${i}`} />;
          const Icon = item.icon;
          const body = (
            <>
              <Icon aria-hidden="true" /> {item.label}
            </>
          );
          return (
            <Fragment key={item.label}>
              {item.href ? (
                <DropdownMenuItem asChild>
                  <Link href={item.href}>{body}</Link>
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem className={item.danger ? "text-danger-strong" : undefined} onSelect={item.onSelect}>
                  {body}
                </DropdownMenuItem>
              )}
            </Fragment>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The entries every content dashboard's card has, in one order, each shown to whom may use it:
 * Edit, the module's people (members, contacts), Share, Send to / Restrict from contacts (given
 * only when the user may send), then with update rights Rename, thumbnail, Move to folder and the
 * module's own switches, Duplicate with create rights, Delete with delete rights.
 */
export function dashboardMenuItems(o: {
  editHref: string;
  may: { update: boolean; create: boolean; delete: boolean };
  people?: MenuEntry;
  share: () => void;
  send?: () => void;
  restrict?: () => void;
  rename: () => void;
  thumbnail?: { has: boolean; open: () => void };
  move: () => void;
  /** The module's own update actions (pin, show to all clients, enable). */
  switches?: MenuEntry[];
  duplicate: () => void;
  remove: () => void;
}): Item[] {
  const items: Item[] = [{ label: "Edit", icon: SquarePen, href: o.editHref }];
  if (o.people) items.push(o.people);
  items.push({ label: "Share", icon: Share2, onSelect: o.share });
  if (o.send) items.push({ label: "Send to contacts", icon: Send, onSelect: o.send });
  if (o.restrict) items.push({ label: "Restrict from contacts", icon: ShieldOff, onSelect: o.restrict });
  if (o.may.update) {
    if (o.send || o.restrict) items.push("separator");
    items.push({ label: "Rename", icon: Pencil, onSelect: o.rename });
    if (o.thumbnail) items.push({ label: o.thumbnail.has ? "Change thumbnail" : "Add thumbnail", icon: ImageIcon, onSelect: o.thumbnail.open });
    items.push({ label: "Move to folder", icon: FolderInput, onSelect: o.move }, ...(o.switches ?? []));
  }
  if (o.may.create) items.push({ label: "Duplicate", icon: Copy, onSelect: o.duplicate });
  if (o.may.delete) items.push("separator", { label: "Delete", icon: Trash2, onSelect: o.remove, danger: true });
  return items;
}
