import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { hasPath, renameErrorKeys, splitServerErrors, successText } from "@/components/form/server-errors";
import { classifyError, MSG_FIELD_ERRORS } from "@/lib/http/error-rules";

const defaults = { first_name: "", email: "", address: { city: "" }, phones: [{ number: "" }] };
const has = (path: string) => hasPath(defaults, path);

describe("server 422 errors onto form fields", () => {
  it("puts each field's first message on the field", () => {
    const split = splitServerErrors(
      { first_name: ["The first name field is required.", "Another"], email: ["The email has already been taken."] },
      has,
    );
    expect(split).toEqual({
      fields: { first_name: "The first name field is required.", email: "The email has already been taken." },
      other: [],
    });
  });

  it("maps Laravel dotted and bracketed keys to nested paths", () => {
    const split = splitServerErrors({ "address.city": ["Pick a city."], "phones[0].number": ["Invalid number."], "phones.0.number": ["Invalid number."] }, has);
    expect(split.fields).toEqual({ "address.city": "Pick a city.", "phones.0.number": "Invalid number." });
  });

  it("keeps messages for fields the form does not have, once each, and skips empty ones", () => {
    const split = splitServerErrors({ token: ["This link has expired."], other: ["This link has expired."], email: [], name: "Too long." }, has);
    expect(split).toEqual({ fields: {}, other: ["This link has expired.", "Too long."] });
  });

  it("knows which paths the form has", () => {
    expect(hasPath(defaults, "address.city")).toBe(true);
    expect(hasPath(defaults, "phones.0.number")).toBe(true);
    expect(hasPath(defaults, "phones.1.number")).toBe(false);
    expect(hasPath(defaults, "address.zip")).toBe(false);
    expect(hasPath(null, "email")).toBe(false);
  });

  it("receives the errors map from the shared handler's 422 rule (doc 1 s8)", () => {
    const action = classifyError(422, { message: "The given data was invalid.", errors: { email: ["The email has already been taken."] } }, { lastLogoutAt: null, now: 0 });
    expect(action).toMatchObject({ kind: "field-errors", toast: MSG_FIELD_ERRORS });
    if (action.kind !== "field-errors") throw new Error("expected field errors");
    expect(splitServerErrors(action.errors, has).fields).toEqual({ email: "The email has already been taken." });
  });
});

describe("server error keys renamed to the form's fields", () => {
  it("renames exact keys and one-segment patterns, keeps the rest, first message wins", () => {
    const out = renameErrorKeys(
      { "product-bump-name": ["The product name field is required."], "bumps.3.price": ["The bump price is too large."], "bumps[3].name": ["Too long."], bumps: ["Up to 3."] },
      { "product-bump-name": "name", "bumps.*.price": "price", "bumps.*.name": "name" },
    );
    expect(out).toEqual({ name: ["The product name field is required."], price: ["The bump price is too large."], bumps: ["Up to 3."] });
  });
  it("does not treat dots in a pattern as wildcards", () => {
    expect(renameErrorKeys({ bumpsX3Xprice: ["x"] }, { "bumps.*.price": "price" })).toEqual({ bumpsX3Xprice: ["x"] });
  });
});

describe("success toast copy", () => {
  it("uses the spec's fixed copy, or builds it from the answer", () => {
    expect(successText("Profile has been updated successfully!", {}, {})).toBe("Profile has been updated successfully!");
    expect(successText((d: { message: string }) => d.message, { message: "Saved" }, {})).toBe("Saved");
    expect(successText(() => "", {}, {})).toBeNull();
    expect(successText(undefined, {}, {})).toBeNull();
  });
});

describe("client validation with the same zod schema", () => {
  it("the resolver reports the schema's messages per field", async () => {
    const schema = z.object({ email: z.email("Enter a valid email address."), first_name: z.string().min(1, "The first name field is required.") });
    const resolver = zodResolver(schema);
    const result = await resolver({ email: "nope", first_name: "" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.email?.message).toBe("Enter a valid email address.");
    expect(result.errors.first_name?.message).toBe("The first name field is required.");
    const ok = await resolver({ email: "a@b.co", first_name: "Ava" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.values).toEqual({ email: "a@b.co", first_name: "Ava" });
  });
});
