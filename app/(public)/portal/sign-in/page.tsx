import type { Metadata } from "next";
import { cache } from "react";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { PortalMagicLink } from "@/components/portal/portal-magic-link";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { portalBrand } from "@/lib/portal/page-data";
import { signInLinkState } from "@/lib/portal/sign-in";
import { ensurePortalSite } from "@/lib/portal/slug";

type Search = Promise<{ token?: string | string[] }>;

const load = cache(async (token: string) => {
  const db = await getDb();
  const link = await signInLinkState(db, token);
  if (!link) return { usable: false, brand: null, slug: null };
  const [brand, slug] = await Promise.all([portalBrand(link.locationId), ensurePortalSite(db, link.locationId)]);
  return { usable: link.usable, brand, slug };
});

const tokenOf = async (searchParams: Search) => {
  const raw = (await searchParams).token;
  return typeof raw === "string" ? raw : "";
};

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const { brand } = await load(await tokenOf(searchParams));
  return { title: brand ? { absolute: `Sign in · ${brand.name}` } : "Sign in", robots: { index: false } };
}

/**
 * Where a magic sign-in link opens (/portal/sign-in?token=...). The link is spent only when the
 * client taps Continue (a mail scanner fetching the page does not use it up). A used or expired
 * link says so and leads to the portal's sign-in, where a new one can be asked for.
 */
export default async function PortalMagicLinkPage({ searchParams }: { searchParams: Search }) {
  const token = await tokenOf(searchParams);
  const { usable, brand, slug } = await load(token);
  return (
    <>
      <BrandTheme color={brand?.primaryColor} />
      <AuthCard brand={brand ? { name: brand.name, logoUrl: brand.logoUrl } : null} title={usable ? "Sign in" : "This link can’t be used"} description={usable && brand ? `Continue to ${brand.name}'s client portal.` : undefined}>
        <PortalMagicLink token={token} usable={usable} slug={slug} />
      </AuthCard>
    </>
  );
}
