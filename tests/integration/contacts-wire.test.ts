import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, locations } from "../../db/schema";
import { api } from "../../lib/api/app";
import { setupTestDb } from "../helpers/db";
import { loginAs } from "../helpers/api";

/**
 * The list's JSON is built by the database (lib/contacts/service.ts) and passed through as
 * text. These tests pin it to what mapping the rows in JavaScript gave before: the same keys
 * in the same order, the same types, dates exactly as Date#toISOString() writes them.
 */
const { db } = setupTestDb();
let token = "";
let uptown = 0;

/** The wire row as the JavaScript mapping wrote it (the format the API has always answered). */
function viaJs(c: typeof contacts.$inferSelect) {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    number: c.number,
    status: c.status,
    tab: c.tab,
    gender: c.gender,
    temperature: c.temperature,
    source: c.source,
    starred: c.starred,
    flagged: c.flagged,
    photo: c.photo,
    member_id: c.memberId,
    login_count: c.loginCount,
    last_email_activity: c.lastEmailActivity?.toISOString() ?? null,
    last_chat: c.lastChat?.toISOString() ?? null,
    last_action: c.lastAction,
    date_created: c.createdAt.toISOString(),
    // No tags are set here (tags in the row are pinned by tests/integration/contact-table.test.ts).
    tags: [],
  };
}

async function raw(path: string) {
  const res = await api.request(`/api/v3${path}`, {
    headers: { accept: "application/json", authorization: `Bearer ${token}`, "accessed-location-id": String(uptown) },
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

beforeAll(async () => {
  token = (await loginAs("owner@demo.test")).access_token;
  [{ id: uptown }] = await db().select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Uptown"));
  // Awkward values: microsecond timestamps (JavaScript keeps milliseconds), a date before 1970
  // and one written with a non-UTC offset, quotes, backslashes, unicode and control
  // characters in text, nulls, booleans set, a large login count.
  await db().insert(contacts).values([
    {
      locationId: uptown, firstName: 'Zoë "Q"', lastName: "O'Brien\\", email: null, number: null, status: "lead", tab: "leads",
      starred: true, flagged: true, photo: "https://x.test/p.png?a=1&b=<2>", memberId: "M-1\u0001", loginCount: 2_000_000_000,
      lastEmailActivity: sql`'2026-03-04 05:06:07.891234+00'` as never, lastChat: sql`'1969-07-20 20:17:40.5+00'` as never,
      lastAction: "Emailed \u2028 today", createdAt: sql`'2031-01-02 03:04:05.999999+05:30'` as never,
    },
    { locationId: uptown, firstName: "Émile", lastName: "", status: "lead", tab: "leads", createdAt: sql`'2031-01-02 03:04:05+00'` as never },
  ]);
});

describe("the list's JSON, built by the database", () => {
  it("answers exactly what mapping the rows in JavaScript answered, as application/json", async () => {
    const res = await raw("/contact/list?per_page=30");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/json/);
    const body = JSON.parse(res.text);

    const rows = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.locationId, uptown), isNull(contacts.deletedAt)))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(30);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(contacts).where(and(eq(contacts.locationId, uptown), isNull(contacts.deletedAt)));
    const expected = { data: rows.map(viaJs), current_page: 1, last_page: Math.max(1, Math.ceil(n / 30)), per_page: 30, total: n };
    // Byte for byte: key order and number/boolean/null spelling included.
    expect(res.text).toBe(JSON.stringify(expected));
    // Newest first: Émile (03:04:05Z), then Zoë (03:04:05.999999+05:30 = 21:34:05.999Z the day before).
    expect(body.data[0].first_name).toBe("Émile");
    expect(body.data[0].date_created).toBe("2031-01-02T03:04:05.000Z");
    expect(body.data[1].first_name).toBe('Zoë "Q"');
    expect(body.data[1].date_created).toBe("2031-01-01T21:34:05.999Z");
    expect(body.data[1].last_email_activity).toBe("2026-03-04T05:06:07.891Z");
    expect(body.data[1].last_chat).toBe("1969-07-20T20:17:40.500Z");
    expect(body.data[1].member_id).toBe("M-1\u0001");
  });

  it("answers an empty page past the end with the real total", async () => {
    const res = await raw("/contact/list?per_page=25&page=9999");
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text);
    expect(body.data).toEqual([]);
    expect(body.total).toBeGreaterThan(2);
    expect(body.current_page).toBe(9999);
  });

  it("keeps a search's total and rows in step", async () => {
    const res = JSON.parse((await raw(`/contact/list?search=${encodeURIComponent("o'brien\\")}`)).text);
    expect(res.total).toBe(1);
    expect(res.data.map((c: { last_name: string }) => c.last_name)).toEqual(["O'Brien\\"]);
  });

  it("counts a search again as soon as the list changes (its total is remembered per list version)", async () => {
    const total = async () => JSON.parse((await raw("/contact/list?search=quokka&per_page=1")).text).total as number;
    await db().insert(contacts).values({ locationId: uptown, firstName: "Quokka", lastName: "One", status: "lead", tab: "leads" });
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    await db().insert(contacts).values({ locationId: uptown, firstName: "Quokka", lastName: "Two", status: "lead", tab: "leads" });
    expect(await total()).toBe(2);
    await db().update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.lastName, "One"));
    expect(await total()).toBe(1);
  });
});
