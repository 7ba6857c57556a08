"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { ShieldCheck, UserPen } from "lucide-react";
import { useListState } from "@/components/list/use-list-state";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EditProfileDialog } from "@/components/users/edit-profile-dialog";
import type { Page } from "@/lib/http/pagination";
import { ORGANIZATION_TAB_TITLES, ORGANIZATION_TABS, moduleOf, settingsList, tabOf, type OrganizationTab, type SettingsState } from "@/lib/organization/columns";
import type { AuditEntry, OrgLocation, OrgUser } from "@/lib/organization/hooks";
import type { ShellData } from "@/lib/shell/shell-data";
import { cn } from "@/lib/utils/cn";
import { AuditPanel } from "./audit-panel";
import { LocationsPanel } from "./locations-panel";
import { UsersPanel } from "./users-panel";
import { IntegrationsPanel, type IntegrationsData } from "@/components/integrations/integrations-panel";
import { SendingPanel } from "@/components/white-label/sending-panel";
import { WhiteLabelPanel } from "@/components/white-label/white-label-panel";
import type { WhiteLabel } from "@/lib/white-label/schemas";
import { EmailDomainsPanel, type EmailSettingsData } from "@/components/email-domains/email-domains-panel";
import { RecoveryPageCard, type RecoveryData } from "@/components/email-logs/recovery-page-card";
import { MemberIdSettings, type MemberIdSettingsData } from "@/components/member-id/member-id-settings";
import { RewardSettingsCard, type RewardSettingsData } from "@/components/rewards/reward-settings-card";

export type OrganizationData = {
  locations: OrgLocation[];
  /** The tab in the URL's first view, loaded on the server (the others load when opened). */
  whiteLabel?: WhiteLabel;
  sending?: { email_status: number; sms_status: number; locationName: string };
  integrations?: IntegrationsData;
  users?: { state: SettingsState; page: Page<OrgUser> };
  audit?: { state: SettingsState; page: Page<AuditEntry> };
  access: { canCreate: boolean; canUpdate: boolean; canDelete: boolean; canReadAudit: boolean; accessedLocationId: number; userId: number };
};

/**
 * AdminSettings (/admin-settings?module=...&tab=...): the caller's account, and for company-level
 * admins the organization (locations, users and their permissions, audit log). Every tab has
 * its own URL; the list kit keeps module and tab in it beside the list's page and search.
 */
export function AdminSettings({
  user,
  organization,
  email = null,
  recovery = null,
  mayEmail = false,
  members = null,
}: {
  user: ShellData["user"];
  organization: OrganizationData | null;
  /** Admin Settings > Email (sending domains), loaded when it is the module in the URL. */
  email?: EmailSettingsData | null;
  /** Admin Settings > Email: the recovery page after an unsubscribe, loaded with the domains. */
  recovery?: RecoveryData | null;
  mayEmail?: boolean;
  /** Admin Settings > Members (the member ID card and reward points), loaded when it is the module in the URL. */
  members?: { card: MemberIdSettingsData; rewards: RewardSettingsData } | null;
}) {
  const [state, update] = useListState(settingsList);
  const current =
    moduleOf(state) === "organization" && organization ? "organization" : moduleOf(state) === "email" && email ? "email" : moduleOf(state) === "members" && members ? "members" : "account";
  const modules = (["account", "organization", "email", "members"] as const).filter((m) => m === "account" || (m === "organization" ? !!organization : mayEmail));
  const tabs = ORGANIZATION_TABS.filter((t) => t !== "audit-log" || organization?.access.canReadAudit);
  const tab: OrganizationTab = tabs.includes(tabOf(state)) ? tabOf(state) : "locations";

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Admin Settings</h1>
        <p className="text-sm text-muted-foreground">Your account, your organization&apos;s locations and people, the domain your emails come from, and your members&apos; card and reward points.</p>
      </header>

      {modules.length > 1 && (
        <nav aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-border">
          {modules.map((m) => (
            <Link
              key={m}
              href={`/admin-settings?module=${m}`}
              aria-current={current === m ? "page" : undefined}
              className={cn(
                "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                current === m ? "border-primary-strong text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {MODULE_TITLES[m]}
            </Link>
          ))}
        </nav>
      )}

      {current === "members" && members ? (
        <div className="flex min-w-0 flex-col gap-5">
          <MemberIdSettings {...members.card} />
          <RewardSettingsCard {...members.rewards} />
        </div>
      ) : current === "email" && email ? (
        <div className="flex min-w-0 flex-col gap-5">
          <EmailDomainsPanel {...email} />
          {recovery && <RecoveryPageCard {...recovery} />}
        </div>
      ) : current === "account" || !organization ? (
        <AccountPanel user={user} />
      ) : (
        <Tabs value={tab} onValueChange={(v) => update({ filters: { tab: v }, search: "", page: 1 })} className="min-w-0">
          <TabsList aria-label="Organization">
            {tabs.map((t) => (
              <TabsTrigger key={t} value={t}>{ORGANIZATION_TAB_TITLES[t]}</TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="locations" tabIndex={-1} className="min-w-0 focus-visible:outline-none">
            <LocationsPanel initial={organization.locations} access={organization.access} />
          </TabsContent>
          <TabsContent value="users" tabIndex={-1} className="min-w-0 focus-visible:outline-none">
            {tab === "users" && <UsersPanel state={state} update={update} initial={organization.users} locations={organization.locations} access={organization.access} />}
          </TabsContent>
          <TabsContent value="white-label" tabIndex={-1} className="min-w-0 focus-visible:outline-none">
            {tab === "white-label" && organization.whiteLabel && <WhiteLabelPanel initial={organization.whiteLabel} canUpdate={organization.access.canUpdate} />}
          </TabsContent>
          <TabsContent value="sending" tabIndex={-1} className="min-w-0 focus-visible:outline-none">
            {tab === "sending" && organization.sending && (
              <SendingPanel initial={organization.sending} locationName={organization.sending.locationName} canUpdate={organization.access.canUpdate} />
            )}
          </TabsContent>
          <TabsContent value="integrations" tabIndex={-1} className="min-w-0 focus-visible:outline-none">
            {tab === "integrations" && organization.integrations && <IntegrationsPanel initial={organization.integrations} access={organization.access} />}
          </TabsContent>
          {organization.access.canReadAudit && (
            <TabsContent value="audit-log" tabIndex={-1} className="min-w-0 focus-visible:outline-none">
              {tab === "audit-log" && <AuditPanel state={state} update={update} initial={organization.audit} />}
            </TabsContent>
          )}
        </Tabs>
      )}
    </div>
  );
}

const MODULE_TITLES = { account: "My account", organization: "Organization", email: "Email", members: "Members" } as const;

/** My account: who is signed in, where, and the Edit Profile dialog (profile, password, 2FA). */
function AccountPanel({ user }: { user: ShellData["user"] }) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Card className="flex max-w-[720px] flex-col gap-4 p-5">
      <div className="flex min-w-0 items-center gap-4">
        <Avatar name={user.full_name} src={user.profile_pic} size="lg" decorative />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate text-base font-semibold">{user.full_name}</h2>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <span className="flex flex-wrap gap-1">
            <Badge>{user.user_type}</Badge>
            <Badge variant="outline">{user.businessname}</Badge>
          </span>
        </div>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Two-factor authentication</dt>
          <dd className="flex items-center gap-1.5 font-medium">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {user.twofa_enabled ? "On" : "Off"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Email sending</dt>
          <dd className="font-medium">{user.email_status === 0 ? "Switched off" : "On"}</dd>
        </div>
      </dl>
      <div>
        <Button ref={button} variant="outline" onClick={() => setEditing(true)}>
          <UserPen className="size-4" aria-hidden="true" />
          Edit profile
        </Button>
      </div>
      <EditProfileDialog open={editing} onOpenChange={setEditing} user={user} returnFocusRef={button} />
    </Card>
  );
}
