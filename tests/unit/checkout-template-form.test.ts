import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATE } from "@/lib/checkout/constants";
import { templateForm, toTemplatePatch, toTemplateValues } from "@/lib/checkout/template-form";

describe("the checkout page design form", () => {
  it("shows the defaults and sends them back unchanged", () => {
    const values = toTemplateValues(DEFAULT_TEMPLATE);
    expect(values).toMatchObject({ font_family: "Inter", font_weight: "600", headline_size: "50", countdown: { mode: "off", ends_at: "", minutes: "15" } });
    expect(templateForm.safeParse(values).success).toBe(true);
    expect(toTemplatePatch(values, DEFAULT_TEMPLATE)).toEqual({ ...DEFAULT_TEMPLATE, proofs: [] });
  });

  it("turns a countdown on per visitor or to a fixed end; off keeps the saved settings", () => {
    const saved = { ...DEFAULT_TEMPLATE, countdown: { enabled: true, mode: "fixed" as const, ends_at: "2030-01-02T03:04:00.000Z", minutes: 15 } };
    const values = toTemplateValues(saved);
    expect(values.countdown.mode).toBe("fixed");
    expect(toTemplatePatch(values, saved).countdown).toEqual(saved.countdown);
    expect(toTemplatePatch({ ...values, countdown: { ...values.countdown, mode: "visitor", minutes: "10" } }, saved).countdown).toEqual({ enabled: true, mode: "visitor", ends_at: saved.countdown.ends_at, minutes: 10 });
    expect(toTemplatePatch({ ...values, countdown: { ...values.countdown, mode: "off" } }, saved).countdown).toEqual({ ...saved.countdown, enabled: false });
  });

  it("puts its checks on the fields: sizes, colours, the countdown's end or minutes, a proof's text", () => {
    const base = toTemplateValues(DEFAULT_TEMPLATE);
    const paths = (v: typeof base) => {
      const r = templateForm.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(paths({ ...base, headline_size: "500", cover_color: "blue" })).toEqual(["headline_size", "cover_color"]);
    expect(paths({ ...base, countdown: { mode: "fixed", ends_at: "", minutes: "15" } })).toEqual(["countdown.ends_at"]);
    expect(paths({ ...base, countdown: { mode: "visitor", ends_at: "", minutes: "0" } })).toEqual(["countdown.minutes"]);
    expect(paths({ ...base, proofs: [{ id: "p1", name: "Ann", text: " " }] })).toEqual(["proofs.0.text"]);
  });
});
