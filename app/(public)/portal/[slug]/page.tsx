import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { PortalApp } from "@/components/portal/portal-app";
import { PortalSignIn } from "@/components/portal/portal-sign-in";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { portalPageData } from "@/lib/portal/page-data";

type Params = Promise<{ slug: string }>;
type Search = Promise<{ tab?: string | string[]; item?: string | string[] }>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : null);

/** The client sees their coach's name in the tab, never the product's (white label). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await portalPageData((await params).slug);
  return { title: data ? { absolute: data.brand.name } : "Not found", robots: { index: false } };
}

/**
 * A location's client portal (/portal/{slug}): its home tab for a signed-in contact of this
 * location (`?tab=` and `?item=` pick the tab and an item in it), else its sign-in, both in the location's white label. Decided on the server from
 * the portal session cookie.
 */
export default async function PortalPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const data = await portalPageData((await params).slug);
  const q = await searchParams;
  const item = Number(one(q.item));
  if (!data) notFound();
  const { brand, me, realtime, site } = data;
  return (
    <>
      <BrandTheme color={brand.primaryColor} />
      {me ? (
        <PortalApp me={me} brand={brand} realtime={realtime} tab={one(q.tab)} item={Number.isSafeInteger(item) && item > 0 && item <= 2147483647 ? item : null} />
      ) : (
        <AuthCard brand={brand} title="Sign in" description={`Welcome to ${brand.name}'s client portal.`}>
          <PortalSignIn slug={site.slug} />
        </AuthCard>
      )}
    </>
  );
}
