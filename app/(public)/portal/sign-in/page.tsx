import type { Metadata } from "next";
import { cache } from "react";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { PortalMagicLink } from "@/components/portal/portal-magic-link";
import { PortalPlaybookLink } from "@/components/portal/portal-playbook-link";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { portalBrand } from "@/lib/portal/page-data";
import { signInLinkState } from "@/lib/portal/sign-in";
import { ensurePortalSite } from "@/lib/portal/slug";
import { playbookLinkState } from "@/lib/playbooks/assign";

type Search = Promise<{ token?: string | string[]; playbook_token?: string | string[]; playbook_id?: string | string[] }>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

/** A playbook email's link (?playbook_token=&playbook_id=): the location's look while it is usable. */
const loadPlaybookLink = cache(async (token: string, playbookId: number | null) => {
  const db = await getDb();
  const link = await playbookLinkState(db, token, playbookId ?? undefined);
  return link ? portalBrand(link.locationId) : null;
});
const playbookIdOf = (raw: string) => (/^[0-9]{1,9}$/.test(raw) ? Number(raw) : null);

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
  const q = await searchParams;
  if (one(q.playbook_token)) {
    const pb = await loadPlaybookLink(one(q.playbook_token), playbookIdOf(one(q.playbook_id)));
    return { title: pb ? { absolute: `Your playbook · ${pb.name}` } : "Not found", robots: { index: false } };
  }
  const { brand } = await load(await tokenOf(searchParams));
  return { title: brand ? { absolute: `Sign in · ${brand.name}` } : "Sign in", robots: { index: false } };
}

/**
 * Where a magic sign-in link opens (/portal/sign-in?token=...), and a playbook email's link
 * (?playbook_token=...&playbook_id=...). The link is spent only when the
 * client taps Continue (a mail scanner fetching the page does not use it up). A used or expired
 * link says so and leads to the portal's sign-in, where a new one can be asked for.
 */
export default async function PortalMagicLinkPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  if (one(q.playbook_token)) {
    const playbookId = playbookIdOf(one(q.playbook_id));
    const pb = await loadPlaybookLink(one(q.playbook_token), playbookId);
    // A bad, used or expired playbook link is Error-404 (doc 1 s8).
    if (!pb) redirect("/404");
    return (
      <>
        <BrandTheme color={pb.primaryColor} />
        <AuthCard brand={{ name: pb.name, logoUrl: pb.logoUrl }} title="Your playbook is ready" description={`Continue to ${pb.name}'s client portal.`}>
          <PortalPlaybookLink token={one(q.playbook_token)} playbookId={playbookId} />
        </AuthCard>
      </>
    );
  }
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
