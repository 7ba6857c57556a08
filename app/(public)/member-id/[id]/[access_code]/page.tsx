import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { MemberCard } from "@/components/member-id/member-card";
import { Logo } from "@/components/shell/logo";
import { getDb } from "@/db";
import { clientAddress } from "@/lib/http/client-ip";
import { openCard } from "@/lib/member-id/guard";

export const dynamic = "force-dynamic";
// The code in the address is the card's key: never indexed, never sent on as a referrer.
export const metadata: Metadata = { title: "Member card", robots: { index: false, follow: false }, referrer: "no-referrer" };
export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0f172a" };

type Props = { params: Promise<{ id: string; access_code: string }> };

/**
 * MemberIDDashboard (`/member-id/{id}/{access_code}`): a member's card, rendered on the server,
 * made for a phone held up at the front desk. `id` is the location's public uuid; a wrong,
 * outdated or rate-limited code is the 404 page (lib/member-id/guard.ts).
 */
export default async function MemberCardPage({ params }: Props) {
  const [{ id, access_code }, h] = await Promise.all([params, headers()]);
  const db = await getDb();
  const card = await openCard(db, id, access_code, clientAddress((n) => h.get(n) ?? undefined));
  if (card === "missing" || card === "limited") notFound();
  const { brand, ...view } = card;
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-8 text-base sm:justify-center">
      <MemberCard card={view} />
      <p className="mt-5 max-w-sm text-center text-sm text-slate-600">Show this card when you check in.</p>
      <footer className="mt-auto pt-8 sm:mt-8">
        <Logo brand={brand ? { name: brand.name, logoUrl: brand.logo_url } : { name: card.business_name, logoUrl: null }} className="text-sm text-slate-700" />
      </footer>
    </main>
  );
}
