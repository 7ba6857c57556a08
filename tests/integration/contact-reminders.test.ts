import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, locations } from "../../db/schema";
import { sendDueReminders } from "../../lib/reminders/send";
import { zonedInstant } from "../../lib/utils/time-zone";
import { call, loginAs } from "../helpers/api";
import { setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

// GET {module}/{id}/contact-reminders: the Reminders tab's read, for both trackings.
const { db } = setupTestDb();
setupJobQueue();
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens = { owner: "", other: "" };
const ZONE = "America/New_York";
// Wednesday 2 Dec 2026, 07:00 in New York: the tests' "now".
const now = zonedInstant(ZONE, 2026, 12, 2, 7, 0);
const nineNY = (day: number) => zonedInstant(ZONE, 2026, 12, day, 9, 0);

beforeAll(async () => {
  setClock(now);
  ids = await demoIds(db());
  await db().update(locations).set({ timezone: ZONE }).where(eq(locations.id, ids.downtown));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

let n = 0;
async function person(fields: { email?: string | null; number?: string | null } = {}) {
  n++;
  const [c] = await db()
    .insert(contacts)
    .values({ locationId: ids.downtown, firstName: `Tab${n}`, lastName: "Reminded", email: fields.email === undefined ? `tab${n}@example.test` : fields.email, number: fields.number ?? null, status: "Client", tab: "clients" })
    .returning({ id: contacts.id });
  return c.id;
}

for (const mod of ["progress-tracking", "habit-tracking"] as const) {
  describe(`GET /${mod}/{id}/contact-reminders`, () => {
    const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, `/${mod}${path}`, { token, body });

    async function tracking(contactIds: number[]) {
      const t = await api("POST", "/create", { name: `Tab ${mod} ${n}` });
      const id = t.json.data.id as number;
      expect((await api("PATCH", `/${id}/update`, { has_reminder: true, reminder_type: 1, reminder_time: "09:00", reminder_days: [1, 2, 3, 4, 5, 6, 7] })).status).toBe(200);
      expect((await api("POST", "/add-contact", { tracking_id: id, contact_ids: contactIds })).status).toBe(200);
      return id;
    }

    it("answers the settings with the location's zone and, per active contact, the override, the next reminder and the last sent", async () => {
      const [a, b, gone] = [await person(), await person({ number: "+15555550142" }), await person()];
      const t = await tracking([a, b, gone]);
      await api("POST", "/remove-contact", { tracking_id: t, contact_ids: [gone] });
      await api("POST", "/enable-disable-reminder", { tracking_id: t, contact_ids: [b], enabled: false });

      const r = await api("GET", `/${t}/contact-reminders`);
      expect(r.status).toBe(200);
      expect(r.json.settings).toEqual({ has_reminder: true, reminder_type: 1, reminder_time: "09:00", reminder_days: [1, 2, 3, 4, 5, 6, 7], time_zone: ZONE });
      expect(r.json.total).toBe(2);
      const rowA = r.json.data.find((x: { contact_id: number }) => x.contact_id === a);
      const rowB = r.json.data.find((x: { contact_id: number }) => x.contact_id === b);
      expect(r.json.data.some((x: { contact_id: number }) => x.contact_id === gone)).toBe(false);
      expect(rowA).toMatchObject({ first_name: expect.stringMatching(/^Tab/), reminder_enabled: null, enabled: true, next_reminder_at: nineNY(2).toISOString(), last_sent_at: null, last_sent_channel: null });
      expect(rowB).toMatchObject({ number: "+15555550142", reminder_enabled: false, enabled: false, next_reminder_at: null, last_sent_at: null });

      // A resend and a planned send both show as the last sent; the next moves past the planned one.
      expect((await api("PATCH", `/${t}/resend-reminder`, { contact_id: a })).json.message).toBe("Email reminder has been sent successfully!");
      const afterResend = (await api("GET", `/${t}/contact-reminders`)).json.data.find((x: { contact_id: number }) => x.contact_id === a);
      expect(afterResend.last_sent_channel).toBe("email");
      expect(Date.parse(afterResend.last_sent_at)).not.toBeNaN();
      expect(afterResend.next_reminder_at).toBe(nineNY(2).toISOString());
      await sendDueReminders(db(), nineNY(2));
      const afterPlanned = (await api("GET", `/${t}/contact-reminders`)).json.data.find((x: { contact_id: number }) => x.contact_id === a);
      expect(afterPlanned.next_reminder_at).toBe(nineNY(3).toISOString());
      expect(Date.parse(afterPlanned.last_sent_at)).toBeGreaterThanOrEqual(Date.parse(afterResend.last_sent_at));

      // The tracking's switch off: nobody has a next reminder, and the settings say so.
      await api("PATCH", `/${t}/update`, { has_reminder: false });
      const off = (await api("GET", `/${t}/contact-reminders`)).json;
      expect(off.settings.has_reminder).toBe(false);
      expect(off.data.every((x: { enabled: boolean; next_reminder_at: string | null }) => !x.enabled && x.next_reminder_at === null)).toBe(true);
    });

    it("pages the contacts", async () => {
      const people = [await person(), await person(), await person()];
      const t = await tracking(people);
      const p2 = await api("GET", `/${t}/contact-reminders?page=2&per_page=2`);
      expect(p2.json).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
      expect(p2.json.data).toHaveLength(1);
    });

    it("another location's tracking is a 404; bad paging is a 422", async () => {
      const t = await tracking([await person()]);
      const other = await api("GET", `/${t}/contact-reminders`, undefined, tokens.other);
      expect(other.status).toBe(404);
      const bad = await api("GET", `/${t}/contact-reminders?per_page=0`);
      expect(bad.status).toBe(422);
      expect(bad.json.errors.per_page).toBeDefined();
      expect((await api("GET", `/${t}/contact-reminders?page=abc`)).status).toBe(422);
    });

    it("the settings the tab saves are checked: a bad time, no days or an unknown type is a 422 on its field", async () => {
      const t = await tracking([await person()]);
      const r = await api("PATCH", `/${t}/update`, { reminder_time: "25:00", reminder_days: [], reminder_type: 3 });
      expect(r.status).toBe(422);
      expect(Object.keys(r.json.errors).sort()).toEqual(["reminder_days", "reminder_time", "reminder_type"]);
    });
  });
}
