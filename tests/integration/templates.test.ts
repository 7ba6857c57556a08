import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactFieldValues, contacts, customFields, emailMessages, smsMessages, templates } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const t = { owner: "", staff: "", other: "" };
let ids: Awaited<ReturnType<typeof demoIds>>;
let contactId = 0;
let otherContact = 0;

beforeAll(async () => {
  t.owner = (await loginAs("owner@demo.test")).access_token;
  t.staff = (await loginAs("staff@demo.test")).access_token;
  t.other = (await loginAs("other@demo.test")).access_token;
  ids = await demoIds(db());
  const [c] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.downtown)).orderBy(asc(contacts.id)).limit(1);
  contactId = c.id;
  await db().update(contacts).set({ firstName: "Ava", lastName: "Stone", email: "ava@example.com", number: "+14155550101", memberId: "M-7", emailEnabled: true }).where(eq(contacts.id, contactId));
  const [o] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1);
  otherContact = o.id;
  const [f] = await db().insert(customFields).values({ locationId: ids.downtown, name: "Fitness Goal" }).returning({ id: customFields.id });
  await db().insert(contactFieldValues).values({ locationId: ids.downtown, contactId, fieldId: f.id, value: "Run 5k" });
});

const create = (body: Record<string, unknown>, token = t.owner) => call("POST", "/template/create", { token, body });

describe("merge fields and the one render", () => {
  it("renders contact, custom, business fields and defaults; escapes values in HTML", async () => {
    const res = await call("POST", "/test-email/preview", {
      token: t.owner,
      body: { contact_id: contactId, subject: "Hi {{ contact.first_name }}", body: "<p>{{ contact.first_name }} {{ contact.last_name }} ({{ contact.member_id }}), goal: {{ custom.fitness_goal }}. {{ contact.phone | default: 'no phone' }} — {{ business.name }}</p><p><a href=\"{{ unsubscribe_url }}\">Unsubscribe</a></p>" },
    });
    expect(res.status).toBe(200);
    expect(res.json.subject).toBe("Hi Ava");
    expect(res.json.html).toContain("Ava Stone (M-7), goal: Run 5k. +14155550101 — Downtown");
    expect(res.json.html).toMatch(/\/unsubscribe\/\d+\.\d+\./);
    expect(res.json.text).toContain("Ava Stone");
    const blank = await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "x", body: "<p>Hi {{ contact.first_name | default: 'there' }}</p>" } });
    expect(blank.json.html).toContain("Hi there");
  });

  it("refuses an unknown merge field with 422 on its field, and scripts never survive", async () => {
    const bad = await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "{{ contact.nickname }}", body: "<p>x</p>" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.subject[0]).toBe("Unknown merge field: {{ contact.nickname }}.");
    expect((await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "s", body: "{{ custom.nope }}" } })).json.errors.body).toBeDefined();
    expect((await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "s", body: "{% include 'package.json' %}" } })).status).toBe(422);
    const xss = await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "s", body: "<p onclick=\"x()\">Hi</p><script>alert(1)</script>" } });
    expect(xss.json.html).not.toMatch(/script|onclick/);
  });

  it("counts SMS segments", async () => {
    const res = await call("POST", "/test-sms/preview", { token: t.owner, body: { contact_id: contactId, body: "Hi {{ contact.first_name }} ☺" } });
    expect(res.json).toMatchObject({ body: "Hi Ava ☺", segments: 1, encoding: "UCS-2" });
    expect((await call("POST", "/test-sms/preview", { token: t.owner, body: { body: "a".repeat(161) } })).json.segments).toBe(2);
  });
});

describe("test sends", () => {
  it("sends to up to 5 recipients, 20 an hour per location", async () => {
    const six = ["a", "b", "c", "d", "e", "f"].map((x) => `${x}@example.com`);
    expect((await call("POST", "/test-email/send", { token: t.owner, body: { recipients: six, subject: "s", body: "<p>b</p>" } })).status).toBe(422);
    const ok = await call("POST", "/test-email/send", { token: t.owner, body: { recipients: six.slice(0, 5), contact_id: contactId, subject: "Hello {{ contact.first_name }}", body: "<p>b</p>" } });
    expect(ok.json).toMatchObject({ status: 1, sent: 5 });
    const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "a@example.com")).orderBy(desc(emailMessages.id)).limit(1);
    expect(mail.subject).toBe("[Test] Hello Ava");
    for (let i = 0; i < 3; i++) expect((await call("POST", "/test-email/send", { token: t.owner, body: { recipients: six.slice(0, 5), subject: "s", body: "<p>b</p>" } })).status).toBe(200);
    const over = await call("POST", "/test-sms/send", { token: t.owner, body: { recipients: ["+14155550199"], body: "x" } });
    expect(over.status).toBe(422);
    expect(over.json.limit_exceed).toBe(true);
    // Another location has its own allowance.
    expect((await call("POST", "/test-sms/send", { token: t.other, body: { recipients: ["+14155550199"], body: "Hi" } })).json.status).toBe(1);
    expect((await db().select().from(smsMessages).where(eq(smsMessages.toNumber, "+14155550199"))).length).toBe(1);
  });

  it("needs templates rights and checks its input", async () => {
    expect((await call("POST", "/test-email/send", { token: t.staff, body: { recipients: ["a@example.com"], subject: "s", body: "b" } })).status).toBe(403);
    expect((await call("POST", "/test-email/send", { token: t.owner, body: { recipients: ["nope"], subject: "s", body: "b" } })).status).toBe(422);
    expect((await call("POST", "/test-email/preview", { token: t.owner, body: { contact_id: otherContact, subject: "s", body: "b" } })).status).toBe(404);
  });
});

describe("saved styles, defined links, email buttons", () => {
  it("answers the spec's defaults and merges changes", async () => {
    const list = await call("GET", "/saved-style/list", { token: t.owner });
    expect(list.json.data.map((s: { type: string }) => s.type)).toEqual(["email", "page", "form", "playbook"]);
    const form = await call("GET", "/saved-style/form/content", { token: t.owner });
    expect(form.json.content).toMatchObject({ headline_font: "Inter", headline_size: 50, headline_weight: 600, subheadline_size: 25, submit_label: "SUBMIT" });
    expect((await call("PATCH", "/saved-style/update", { token: t.owner, body: { type: "email", content: { headline_font: "Poppins" } } })).status).toBe(200);
    expect((await call("PATCH", "/saved-style/update", { token: t.owner, body: { type: "email", content: { button_color: "#112233" } } })).json.data.content).toMatchObject({ headline_font: "Poppins", button_color: "#112233", headline_size: 50 });
    expect((await call("PATCH", "/saved-style/update", { token: t.owner, body: { type: "email", content: { headline_font: "Comic Sans" } } })).status).toBe(422);
    expect((await call("GET", "/saved-style/nope/content", { token: t.owner })).status).toBe(422);
    expect((await call("GET", "/saved-style/email/content", { token: t.other })).json.content.headline_font).toBe("Inter");
  });

  it("lists only the message links whose pages exist (the portal's go page, unsubscribe and web view)", async () => {
    const res = await call("GET", "/defined-links", { token: t.owner });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { name: "Portal login", link: "{{ portal_login_url }}" },
      { name: "Unsubscribe", link: "{{ unsubscribe_url }}" },
      { name: "Web view", link: "{{ web_view_url }}" },
    ]);
  });

  it("uploads an image as a button with an absolute URL, and refuses other files", async () => {
    const { api } = await import("../../lib/api/app");
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#2f7eed" } }).png().toBuffer();
    const upload = async (file: Blob, name: string) => {
      const body = new FormData();
      body.set("file", file, name);
      body.set("name", "Book a call");
      const res = await api.request("/api/v3/content-setting/file-upload", { method: "POST", headers: { authorization: `Bearer ${t.owner}`, accept: "application/json" }, body });
      return { status: res.status, json: await res.json() };
    };
    const ok = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }), "book.png");
    expect(ok.status).toBe(201);
    expect(ok.json.data).toMatchObject({ name: "Book a call", file: expect.stringMatching(/^https?:\/\/.+\/api\/files\//) });
    const bad = await upload(new Blob(["hello"], { type: "text/plain" }), "notes.txt");
    expect(bad.status).toBe(422);
    expect(bad.json.errors.file[0]).toBe("Please select an image file");
    await call("DELETE", `/content-setting/${ok.json.data.id}/delete-button`, { token: t.owner });
  });

  it("renames and deletes buttons of the location only", async () => {
    const { emailButtons } = await import("../../db/schema");
    const [b] = await db().insert(emailButtons).values({ locationId: ids.downtown, name: "Book", file: "https://example.test/b.png" }).returning({ id: emailButtons.id });
    expect((await call("GET", "/email-buttons", { token: t.owner })).json.data).toEqual([{ id: b.id, name: "Book", file: "https://example.test/b.png" }]);
    expect((await call("POST", "/content-setting/update-button", { token: t.other, body: { id: b.id, name: "X" } })).status).toBe(404);
    expect((await call("POST", "/content-setting/update-button", { token: t.owner, body: { id: b.id, name: "Book now" } })).json.data.name).toBe("Book now");
    expect((await call("GET", "/content-setting/get-button-list", { token: t.owner })).json.data[0].name).toBe("Book now");
    expect((await call("DELETE", `/content-setting/${b.id}/delete-button`, { token: t.other })).status).toBe(404);
    expect((await call("DELETE", `/content-setting/${b.id}/delete-button`, { token: t.owner })).json.status).toBe(1);
  });
});

describe("signatures", () => {
  it("stores every field, renders table HTML with abbreviations, and applies the default to every email", async () => {
    const body = {
      full_name: "Jordan Coach", credentials: "CSCS", company_name: "Demo Fitness", slogan: "Stronger every day", author_image: "https://example.test/me.png",
      phone: "+1 415 555 0100", email: "jordan@example.com", website: "https://demo.test", address: "1 Main St", has_address: false, is_abbreviate: true,
      facebook_url: "https://facebook.com/demo", facebook_enabled: true, default: true, apply_to_all: true,
    };
    const saved = await call("POST", "/signature/store", { token: t.owner, body });
    expect(saved.status).toBe(200);
    const sig = saved.json.data;
    expect(sig).toMatchObject({ full_name: "Jordan Coach", is_default: true, has_address: false, border_radius: 50 });
    expect(sig.html).toContain("<table");
    expect(sig.html).toContain("P:</span>");
    expect(sig.html).toContain("E:</span>");
    expect(sig.html).toContain("W:</span>");
    expect(sig.html).not.toContain("1 Main St");
    const list = await call("GET", "/signature/list", { token: t.owner });
    expect(list.json).toMatchObject({ default: sig.id, apply_to_all: true });
    expect((await call("GET", "/signature/get-signature", { token: t.owner })).json.data.id).toBe(sig.id);
    const mail = await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "s", body: "<p>Hello from {{ business.phone }}</p>" } });
    expect(mail.json.html).toContain("Jordan Coach");
    expect(mail.json.html).toContain("Hello from +1 415 555 0100");
    await call("POST", "/signature/store", { token: t.owner, body: { ...body, id: sig.id, apply_to_all: false } });
    expect((await call("POST", "/test-email/preview", { token: t.owner, body: { subject: "s", body: "<p>x</p>" } })).json.html).not.toContain("Jordan Coach");
    expect((await call("GET", "/signature/list", { token: t.other })).json.signatures).toEqual([]);
    expect((await call("DELETE", `/signature/${sig.id}/delete`, { token: t.other })).status).toBe(404);
  });

  it("refuses bad input on its field", async () => {
    const bad = await call("POST", "/signature/store", { token: t.owner, body: { full_name: "", website: "demo.test", icon_color: "red", margin: 500 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["full_name", "icon_color", "margin", "website"]);
    expect((await call("POST", "/signature/store", { token: t.staff, body: { full_name: "X" } })).status).toBe(403);
  });
});

describe("templates", () => {
  it("creates in General by default, lists 6 a page by ordering desc, filters by category and type", async () => {
    const cats = await call("GET", "/template/categories", { token: t.owner });
    expect(cats.json.data[0]).toMatchObject({ name: "General", is_default: true });
    const made: number[] = [];
    for (const [i, kind] of [1, 3, 1, 2, 4, 3, 1].entries()) {
      const res = await create({ name: `T${i}`, is_content: kind, subject: kind === 1 ? "Hi {{ contact.first_name }}" : "", body: kind === 3 ? "Hi {{ contact.first_name }}" : "<p>Hello {{ contact.first_name }}</p>", recording_url: kind === 4 ? "https://example.test/v.mp3" : undefined });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.data.category_name).toBe("General");
      made.push(res.json.data.id);
    }
    const page = await call("GET", "/template/lists", { token: t.owner });
    expect(page.json).toMatchObject({ per_page: 6, total: 7, last_page: 2 });
    expect(page.json.data[0].name).toBe("T6");
    expect((await call("GET", "/template/lists?type=multi-channel", { token: t.owner })).json.total).toBe(5);
    expect((await call("GET", "/template/lists?type=voice", { token: t.owner })).json.data[0].recording_url).toBe("https://example.test/v.mp3");
    const cat = await call("POST", "/template/create-category", { token: t.owner, body: { name: "Onboarding" } });
    expect(cat.status).toBe(201);
    expect((await call("POST", "/template/create-category", { token: t.owner, body: { name: "onboarding" } })).json.errors.name[0]).toBe("The category name has already been taken!");
    expect((await call("PATCH", "/template/change-category", { token: t.owner, body: { ids: made.slice(0, 2), category_id: cat.json.data.id } })).json.status).toBe(1);
    expect((await call("GET", `/template/lists?category=${cat.json.data.id}`, { token: t.owner })).json.total).toBe(2);
    expect((await call("GET", `/template/${cat.json.data.id}/templates`, { token: t.owner })).json.data).toHaveLength(2);
    // Deleting the category moves its templates to General.
    expect((await call("PATCH", `/template/${cat.json.data.id}/edit-category`, { token: t.owner, body: { name: "Welcome" } })).json.data.name).toBe("Welcome");
    expect((await call("DELETE", `/template/${cat.json.data.id}/delete-category`, { token: t.owner })).json.status).toBe(1);
    const general = (await call("GET", "/template/categories", { token: t.owner })).json.data[0];
    expect(general.templates_count).toBe(7);
    expect((await call("DELETE", `/template/${general.id}/delete-category`, { token: t.owner })).status).toBe(422);
    // The picker, rename, duplicate, edit, delete.
    expect((await call("GET", "/template/template-list?type=sms", { token: t.owner })).json.data.map((r: { name: string }) => r.name)).toEqual(["T1", "T5"]);
    expect((await call("PATCH", "/template/rename", { token: t.owner, body: { id: made[0], name: "Welcome email" } })).json.data.name).toBe("Welcome email");
    const dup = await call("POST", "/template/duplicate", { token: t.owner, body: { id: made[0] } });
    expect(dup.json.data.name).toBe("Welcome email (copy)");
    const edit = await call("PATCH", "/template/edit", { token: t.owner, body: { id: made[0], body: "<p onclick='x'>New {{ custom.fitness_goal }}</p>" } });
    expect(edit.json.data.body).toBe("<p>New {{ custom.fitness_goal }}</p>");
    expect((await call("PATCH", "/template/edit", { token: t.owner, body: { id: made[0], body: "<p>{{ contact.age }}</p>" } })).json.errors.body[0]).toBe("Unknown merge field: {{ contact.age }}.");
    expect((await call("DELETE", "/template/delete", { token: t.owner, body: { ids: [dup.json.data.id, made[0]] } })).json.status).toBe(1);
    expect((await call("GET", "/template/lists", { token: t.owner })).json.total).toBe(6);
  });

  it("filters by doc 2 s9's type numbers (1 email, 3 SMS, 4 voice, 2 content, 1 and 3 multi-channel), the words as aliases", async () => {
    const names = async (path: string) => {
      const res = await call("GET", path, { token: t.owner });
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
      return res.json.data.map((r: { id: number }) => r.id).sort();
    };
    const pairs: [string, string][] = [["1", "email"], ["3", "sms"], ["4", "voice"], ["2", "content"], ["1,3", "multi-channel"], ["3,1", "multi-channel"], ["1,2,3,4", "all"]];
    for (const [numbers, word] of pairs) {
      const byWord = await names(`/template/lists?per_page=100&type=${word}`);
      expect(await names(`/template/lists?per_page=100&type=${encodeURIComponent(numbers)}`), numbers).toEqual(byWord);
      expect(await names(`/template/template-list?type=${encodeURIComponent(numbers)}`), numbers).toEqual(await names(`/template/template-list?type=${word}`));
    }
    expect(await names("/template/lists?per_page=100&type=1&type=3")).toEqual(await names("/template/lists?per_page=100&type=multi-channel"));
    expect((await names("/template/lists?per_page=100&type=1")).length).toBeGreaterThan(0);
    for (const bad of ["5", "1,2", "0", "email,3", "x", ""]) {
      for (const path of ["/template/lists", "/template/template-list"]) {
        const res = await call("GET", `${path}?type=${encodeURIComponent(bad)}`, { token: t.owner });
        expect(res.status, `${path} ${bad}`).toBe(422);
        expect(res.json.errors.type).toEqual(["The type is not a template type."]);
      }
    }
  });

  it("keeps tenants apart and checks rights", async () => {
    const mine = (await call("GET", "/template/lists", { token: t.owner })).json.data[0].id;
    expect((await call("GET", "/template/lists", { token: t.other })).json.total).toBe(0);
    expect((await call("PATCH", "/template/rename", { token: t.other, body: { id: mine, name: "x" } })).status).toBe(404);
    expect((await call("DELETE", "/template/delete", { token: t.other, body: { ids: [mine] } })).status).toBe(404);
    expect((await call("POST", "/template/duplicate", { token: t.other, body: { id: mine } })).status).toBe(404);
    expect((await create({ name: "x", is_content: 1 }, t.staff)).status).toBe(403);
    expect((await call("GET", "/template/lists", { token: t.staff })).status).toBe(200);
    expect((await create({ name: "", is_content: 9 })).json.errors).toMatchObject({ name: expect.any(Array), is_content: expect.any(Array) });
  });

  it("sends an email or SMS template to a contact, logs it, and answers false with the reason", async () => {
    const email = await create({ name: "Welcome", is_content: 1, subject: "Welcome {{ contact.first_name }}", body: "<p>Your goal: {{ custom.fitness_goal }}</p>" });
    const sent = await call("POST", "/template/send-to-contact", { token: t.owner, body: { template_id: email.json.data.id, contact_id: contactId } });
    expect(sent.json).toEqual({ status: true, message: "Email has been sent successfully!" });
    const [mail] = await db().select().from(emailMessages).where(and(eq(emailMessages.contactId, contactId), eq(emailMessages.subject, "Welcome Ava")));
    expect(mail.html).toContain("Your goal: Run 5k");
    const sms = await create({ name: "Reminder", is_content: 3, body: "Hi {{ contact.first_name }}, see you!" });
    expect((await call("POST", "/template/send-to-contact", { token: t.owner, body: { template_id: sms.json.data.id, contact_id: contactId } })).json.status).toBe(true);
    expect((await db().select().from(smsMessages).where(eq(smsMessages.body, "Hi Ava, see you!"))).length).toBe(1);
    await db().update(contacts).set({ emailEnabled: false }).where(eq(contacts.id, contactId));
    const blocked = await call("POST", "/template/send-to-contact", { token: t.owner, body: { template_id: email.json.data.id, contact_id: contactId } });
    expect(blocked.json.status).toBe(false);
    expect(blocked.json.message).toBeTruthy();
    await db().update(contacts).set({ emailEnabled: true }).where(eq(contacts.id, contactId));
    const logs = await call("GET", `/template/template-logs?template_id=${email.json.data.id}`, { token: t.owner });
    expect(logs.json.data.map((l: { status: number }) => l.status)).toEqual([0, 1]);
    expect(logs.json.data[1]).toMatchObject({ contact_name: "Ava Stone", channel: "email" });
    expect((await call("POST", "/template/send-to-contact", { token: t.owner, body: { template_id: email.json.data.id, contact_id: otherContact } })).status).toBe(404);
    expect((await call("GET", "/template/template-logs", { token: t.other })).json.total).toBe(0);
  });

  it("orders the dashboard by hand and sets thumbnails through the dashboard kit", async () => {
    const page = (await call("GET", "/template/lists", { token: t.owner })).json.data as { id: number }[];
    const reversed = page.map((r) => r.id).reverse();
    expect((await call("PATCH", "/template/update-ordering", { token: t.owner, body: { ids: reversed } })).status).toBe(200);
    expect((await call("GET", "/template/lists", { token: t.owner })).json.data.map((r: { id: number }) => r.id)).toEqual(reversed);
    const rows = await db().select({ id: templates.id }).from(templates).where(eq(templates.locationId, ids.otherLoc));
    expect(rows).toEqual([]);
  });
});
