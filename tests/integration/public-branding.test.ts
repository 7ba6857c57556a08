/**
 * White label on client-facing public pages (issue 9): the portal set-password page, rendered
 * on the server as Next renders it, wears the name, logo and colour of the white label of the
 * company whose location sent the link; without one (or with it off) the product's own.
 */
import { and, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import PortalSetPasswordPage, { generateMetadata } from "../../app/(public)/portal/set-password/page";
import { companies, contactPortalTokens, contacts, whiteLabels } from "../../db/schema";
import { hashToken, newToken } from "../../lib/auth/tokens";
import { PRODUCT_NAME } from "../../lib/shell/constants";
import { brandStyle } from "../../lib/white-label/colors";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
const BRAND = { name: "Peak Coaching", logoUrl: "/uploads/peak-logo.png", primaryColor: "#0f766e" };

beforeAll(async () => {
  ids = await demoIds(db());
  await db().insert(whiteLabels).values({ companyId: ids.demoCompany, ...BRAND });
});

/** A set-password link for a contact of the location (spent when `used`). */
async function link(locationId: number, used = false) {
  const [c] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).limit(1);
  await db().update(contacts).set({ portalActive: true }).where(and(eq(contacts.id, c.id), eq(contacts.locationId, locationId)));
  const token = newToken();
  await db().insert(contactPortalTokens).values({
    locationId, contactId: c.id, tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000), usedAt: used ? new Date() : null,
  });
  return token;
}

async function render(token: string) {
  const searchParams = Promise.resolve({ token });
  const [page, meta] = await Promise.all([PortalSetPasswordPage({ searchParams }), generateMetadata({ searchParams })]);
  return { html: renderToString(page), title: meta.title };
}

const setWhiteLabel = (on: boolean) => db().update(companies).set({ whiteLabel: on }).where(eq(companies.id, ids.demoCompany));

describe("/portal/set-password wears the location's white label", () => {
  it("shows the white label's name, logo and colour when it is on", async () => {
    await setWhiteLabel(true);
    const { html, title } = await render(await link(ids.uptown));
    expect(html).toContain("Set your password");
    expect(html).toContain(BRAND.name);
    expect(html).toContain(`src="${BRAND.logoUrl}"`);
    const vars = brandStyle(BRAND.primaryColor)!;
    expect(html).toContain(`:root{${Object.entries(vars).map(([k, v]) => `${k}:${v}`).join(";")}}`);
    expect(html).not.toContain(PRODUCT_NAME);
    expect(title).toEqual({ absolute: `Set Your Password · ${BRAND.name}` });
  });

  it("keeps the brand on a spent link's page", async () => {
    await setWhiteLabel(true);
    const { html } = await render(await link(ids.downtown, true));
    expect(html).toContain("This link can’t be used");
    expect(html).toContain(BRAND.name);
    expect(html).not.toContain("Set your password");
  });

  it("shows the product's own look when the white label is off, another company's link, or an unknown link", async () => {
    await setWhiteLabel(false);
    for (const token of [await link(ids.uptown), await link(ids.otherLoc), "not-a-real-token"]) {
      const { html, title } = await render(token);
      expect(html).toContain(PRODUCT_NAME);
      expect(html).not.toContain(BRAND.name);
      expect(html).not.toContain("data-brand-theme");
      expect(title).toBe("Set Your Password");
    }
  });
});
