"use client";

import type { RefObject } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Bell, Menu } from "lucide-react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Tip } from "@/components/ui/tooltip";
import { breadcrumbFor, titleFor } from "@/lib/routing/match";
import { MAILBOX_SMS_HREF, MESSAGE_CENTER_HREF } from "@/lib/shell/constants";
import { firstScreen, hasScreen } from "@/lib/shell/features";
import { unreadBadgeText, unreadLabel } from "@/lib/shell/rules";
import { useUnreadCount } from "@/lib/shell/unread-query";
import { AccountMenu } from "./account-menu";
import type { ShellData } from "@/lib/shell/shell-data";

type Props = {
  data: ShellData;
  tips: boolean;
  onTipsChange: (on: boolean) => void;
  onOpenDrawer: () => void;
  drawerOpen: boolean;
  drawerId: string;
  onAccountSetup: () => void;
  onEditProfile: () => void;
  accountTriggerRef: RefObject<HTMLButtonElement | null>;
};

/** 56 px header: breadcrumb on the left; message bell and avatar menu on the right. */
export function Header({ data, tips, onTipsChange, onOpenDrawer, drawerOpen, drawerId, onAccountSetup, onEditProfile, accountTriggerRef }: Props) {
  const pathname = usePathname();
  // An ancestor crumb links only to a screen that exists; an address without a screen is the 404.
  const crumbs = hasScreen(pathname)
    ? breadcrumbFor(pathname).map((c) => (c.href && !hasScreen(c.href) ? { label: c.label } : c))
    : [{ label: "Home", href: "/home" }, { label: titleFor("/404") }];
  // The bell opens the Message Center; until it lands, the owner's text-message log.
  const messagesHref = firstScreen(data.isOwner ? [MESSAGE_CENTER_HREF, MAILBOX_SMS_HREF] : [MESSAGE_CENTER_HREF]);

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-card px-3 sm:px-4 md:px-6">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-ml-1 md:hidden"
        aria-label="Open navigation"
        aria-expanded={drawerOpen}
        aria-controls={drawerOpen ? drawerId : undefined}
        onClick={onOpenDrawer}
      >
        <Menu className="size-5" aria-hidden />
      </Button>

      <Breadcrumb items={crumbs} className="flex-1" />

      <div className="ml-auto flex shrink-0 items-center gap-1">
        {messagesHref && <MessageBell href={messagesHref} initialCount={data.unreadCount} tips={tips} />}
        <AccountMenu
          data={data}
          tips={tips}
          onTipsChange={onTipsChange}
          onAccountSetup={onAccountSetup}
          onEditProfile={onEditProfile}
          triggerRef={accountTriggerRef}
        />
      </div>
    </header>
  );
}

function MessageBell({ href, initialCount, tips }: { href: string; initialCount: number; tips: boolean }) {
  const count = useUnreadCount(initialCount); // live: the realtime listener refetches it
  const badge = unreadBadgeText(count);
  const link = (
    <Link
      href={href}
      aria-label={unreadLabel(count)}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Bell className="size-5" aria-hidden />
      {badge && (
        <span
          aria-hidden
          className="absolute top-1 right-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none font-semibold text-danger-foreground tabular-nums ring-2 ring-card"
        >
          {badge}
        </span>
      )}
    </Link>
  );
  return tips ? <Tip content="Message Center" side="bottom">{link}</Tip> : link;
}
