import type { RealtimeClientConfig } from "@/lib/platform/realtime/channels";
import type { Area } from "@/lib/auth/permissions";
import type { BillingNotifications } from "./rules";

/** What the (app) layout loads on the server and hands to the client shell (kept slim). */
export type ShellProfile = {
  id: number;
  businessname: string;
  isPrimary: boolean;
  companyId: number;
  companyName: string;
  accessed: boolean;
};

export type ShellData = {
  /** The signed-in user and the accessed location (realtime channels, toasts for this location). */
  userId: number;
  locationId: number;
  user: {
    full_name: string;
    email: string;
    businessname: string;
    profile_pic: string | null;
    user_type: string;
    is_company_location: boolean;
    has_latest_version: boolean;
    email_status: number;
    /** The location's sending domain failed its DNS check: the shell's email DNS alert. */
    email_dns_missing: boolean;
    checkout_enabled: boolean;
    /** The Edit Profile dialog's security section offers to turn 2FA on or off. */
    twofa_enabled: boolean;
  };
  /** The subscription is trialing: Account Set-Up offers to skip the trial. */
  trialing: boolean;
  profiles: ShellProfile[];
  billing: BillingNotifications | null;
  canAdminSettings: boolean;
  /** Company-level admins manage the organization (the "all sub-accounts" link). */
  canOrganization: boolean;
  /** The organization owner reads the account's mailbox. */
  isOwner: boolean;
  canContacts: boolean;
  canCheckouts: boolean;
  /** Areas the user may view: the inner sidebar shows their screens. */
  viewableAreas: Area[];
  unreadCount: number;
  /** How the browser reaches realtime (null: the embedded server is not running). */
  realtime: RealtimeClientConfig | null;
  /** The company's white label while it is on: logo, name and primary colour of the shell. */
  branding: { name: string | null; logoUrl: string | null; primaryColor: string | null } | null;
  /** The build the server runs (the refresh bar compares the browser's with it). */
  serverVersion: string;
  /** The tips cookie as the server read it (so the first render matches). */
  initialTips: boolean;
};
