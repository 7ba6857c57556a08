"use client";

import { useRef, useState, type RefObject } from "react";
import Link from "next/link";
import { updateSession } from "@/lib/auth/client-session";
import {
  ChevronsUpDown,
  CreditCard,
  ExternalLink,
  LifeBuoy,
  Lightbulb,
  LogOut,
  Rocket,
  Settings,
  UserCog,
  UserPen,
  Users,
  Inbox,
} from "lucide-react";
import { logout } from "@/components/auth/logout-button";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { handleApiError } from "@/lib/http/handle-error";
import {
  ADMIN_SETTINGS_HREF,
  BILLING_HREF,
  MAILBOX_HREF,
  HELP_URL,
  MY_ACCOUNT_HREF,
  SETUP_GUIDE_HREF,
  SUB_ACCOUNTS_HREF,
} from "@/lib/shell/constants";
import { hasScreen } from "@/lib/shell/features";
import { clearDismissedBars } from "@/lib/shell/hooks";
import { displayName } from "@/lib/shell/rules";
import { cn } from "@/lib/utils/cn";
import type { ShellData } from "@/lib/shell/shell-data";

type Props = {
  data: ShellData;
  tips: boolean;
  onTipsChange: (on: boolean) => void;
  onAccountSetup: () => void;
  onEditProfile: () => void;
  /** The trigger button: a dialog opened from the menu returns focus here when it closes. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
};

/** Avatar dropdown: who is signed in, profile switcher, account links, logout (doc 1 s2). */
export function AccountMenu({ data, tips, onTipsChange, onAccountSetup, onEditProfile, triggerRef }: Props) {
  const [switching, setSwitching] = useState(false);
  // Account Set-Up and Edit Profile open their dialog once the menu has closed and let go of
  // focus; opened earlier, the closing menu pulls focus out of the dialog (to the page body).
  const openDialogAfterClose = useRef<(() => void) | null>(null);
  const { user, profiles } = data;
  const name = displayName(user);
  const current = profiles.find((p) => p.accessed);
  const manyCompanies = new Set(profiles.map((p) => p.companyId)).size > 1;

  async function switchTo(value: string) {
    const id = Number(value);
    if (!id || id === current?.id || switching) return;
    setSwitching(true);
    const pending = toast.loading("Switching profile…");
    try {
      const res = await api.post("/location/{id}/access", { params: { id } });
      // The jwt callback swaps the session's token; a full reload re-reads everything.
      await updateSession({ access_token: res.access_token });
      window.location.reload();
    } catch (err) {
      toast.dismiss(pending);
      setSwitching(false);
      handleApiError(err);
    }
  }

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable
    // (axe aria-hidden-focus); the menu still closes on Escape and on an outside click.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={cn(
          "flex h-10 items-center gap-2 rounded-md pr-1 pl-1 text-left transition-colors hover:bg-accent md:pr-2",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "data-[state=open]:bg-accent",
        )}
      >
        <Avatar name={name} src={user.profile_pic} size="sm" decorative />
        {/* The accessible name is the visible text plus a hidden lead-in (axe
            label-content-name-mismatch); below lg the name is read but not shown. */}
        <span className="sr-only">Account menu for </span>
        <span className="sr-only min-w-0 flex-col leading-tight lg:not-sr-only lg:flex">
          <span className="max-w-40 truncate text-sm font-medium text-foreground">{name}</span>
          {current && <span className="max-w-40 truncate text-xs text-muted-foreground">{current.businessname}</span>}
        </span>
        <ChevronsUpDown className="hidden size-4 text-muted-foreground lg:block" aria-hidden />
      </DropdownMenuTrigger>

      <DropdownMenuContent
        align="end"
        className="w-72"
        onCloseAutoFocus={(event) => {
          const open = openDialogAfterClose.current;
          if (!open) return;
          openDialogAfterClose.current = null;
          event.preventDefault();
          open();
        }}
      >
        <DropdownMenuLabel className="flex items-center gap-3 px-2 py-2 font-normal">
          <Avatar name={name} src={user.profile_pic} size="md" decorative />
          <span className="flex min-w-0 flex-col gap-1">
            <span className="truncate text-sm font-semibold text-foreground">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            <Badge variant="neutral" className="self-start">
              {user.user_type}
            </Badge>
          </span>
        </DropdownMenuLabel>

        {profiles.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Select Profile</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={current ? String(current.id) : undefined} onValueChange={switchTo}>
              {profiles.map((p) => (
                <DropdownMenuRadioItem key={p.id} value={String(p.id)} disabled={switching}>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate">{p.businessname}</span>
                    {manyCompanies && <span className="truncate text-xs text-muted-foreground">{p.companyName}</span>}
                  </span>
                  {p.isPrimary && (
                    <span className="ml-auto text-xs text-muted-foreground">Primary</span>
                  )}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            {data.canOrganization && hasScreen(SUB_ACCOUNTS_HREF) && (
              <DropdownMenuItem asChild>
                <Link href={SUB_ACCOUNTS_HREF}>
                  <Users />
                  All sub-accounts
                </Link>
              </DropdownMenuItem>
            )}
          </>
        )}

        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem
            onSelect={() => {
              openDialogAfterClose.current = onEditProfile;
            }}
          >
            <UserPen />
            Edit Profile
          </DropdownMenuItem>
          {hasScreen(MY_ACCOUNT_HREF) && (
            <DropdownMenuItem asChild>
              <Link href={MY_ACCOUNT_HREF}>
                <UserCog />
                My Account Setting
              </Link>
            </DropdownMenuItem>
          )}
          {/* Skipping the trial is for the account owner only (the API answers 403 to staff). */}
          {data.trialing && data.isOwner ? (
            <DropdownMenuItem
              onSelect={() => {
                openDialogAfterClose.current = onAccountSetup;
              }}
            >
              <Rocket />
              Account Set-Up
            </DropdownMenuItem>
          ) : hasScreen(SETUP_GUIDE_HREF) ? (
            <DropdownMenuItem asChild>
              <Link href={SETUP_GUIDE_HREF}>
                <Rocket />
                Account Set-Up
              </Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem
            role="menuitemcheckbox"
            aria-checked={tips}
            onSelect={(e) => {
              e.preventDefault(); // keep the menu open while toggling
              onTipsChange(!tips);
            }}
          >
            <Lightbulb />
            Tips
            <DropdownMenuShortcut className="tracking-normal">{tips ? "On" : "Off"}</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
              <LifeBuoy />
              Help
              <ExternalLink className="ml-auto" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </DropdownMenuItem>
          {data.isOwner && hasScreen(MAILBOX_HREF) && (
            <DropdownMenuItem asChild>
              <Link href={MAILBOX_HREF}>
                <Inbox />
                Mailbox
              </Link>
            </DropdownMenuItem>
          )}
          {data.isOwner && hasScreen(BILLING_HREF) && (
            <DropdownMenuItem asChild>
              <Link href={BILLING_HREF}>
                <CreditCard />
                Billing
              </Link>
            </DropdownMenuItem>
          )}
          {data.canAdminSettings && hasScreen(ADMIN_SETTINGS_HREF) && (
            <DropdownMenuItem asChild>
              <Link href={ADMIN_SETTINGS_HREF}>
                <Settings />
                Admin Settings
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>

        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="danger"
          onSelect={() => {
            clearDismissedBars();
            void logout();
          }}
        >
          <LogOut />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
