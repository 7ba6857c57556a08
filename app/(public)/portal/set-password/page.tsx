import type { Metadata } from "next";
import { cache } from "react";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { PortalLinkInvalid, PortalSetPasswordForm } from "@/components/portal/set-password-form";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { portalLinkState } from "@/lib/contacts/portal-login";
import { brandingForLocation } from "@/lib/white-label/service";

type Search = Promise<{ token?: string | string[] }>;

const TITLE = "Set Your Password";

/** The link and its location's white label, read once per request (metadata and page share it). */
const load = cache(async (token: string) => {
  const db = await getDb();
  const link = await portalLinkState(db, token);
  const branding = link ? await brandingForLocation(db, link.locationId) : null;
  return { usable: link?.usable ?? false, branding };
});

const tokenOf = async (searchParams: Search) => {
  const raw = (await searchParams).token;
  return typeof raw === "string" ? raw : "";
};

/** A client sees their coach's name in the tab, not the product's (doc 1 s6 white label). */
export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const { branding } = await load(await tokenOf(searchParams));
  return { title: branding?.name ? { absolute: `${TITLE} · ${branding.name}` } : TITLE };
}

/**
 * Where a resend-login email's link opens (/portal/set-password?token=...): a client sets their
 * client-portal password. Decided on the server: a used, expired or unknown link never shows the
 * form. The page wears the white label of the location the link was sent for (name, logo,
 * colour), spent links included. Setting the password signs the client in and opens their
 * portal (/portal/{slug}).
 */
export default async function PortalSetPasswordPage({ searchParams }: { searchParams: Search }) {
  const token = await tokenOf(searchParams);
  const { usable, branding } = await load(token);
  return (
    <>
      <BrandTheme color={branding?.primaryColor} />
      <AuthCard
        brand={branding}
        title={usable ? "Set your password" : "This link can’t be used"}
        description={usable ? "Choose the password you will sign in to your client portal with." : undefined}
      >
        {usable ? <PortalSetPasswordForm token={token} /> : <PortalLinkInvalid />}
      </AuthCard>
    </>
  );
}
