import { describe, expect, it } from "vitest";
import {
  MSG_FIELD_ERRORS,
  MSG_GENERIC,
  classifyError,
  dialogFieldMessage,
  humanizeFieldErrors,
} from "../../lib/http/error-rules";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const MIN = 60_000;
const opts = (lastLogoutAt: number | null = null) => ({ lastLogoutAt, now: NOW });

describe("doc 1 s8 copy", () => {
  it("uses the spec's words", () => {
    expect(MSG_FIELD_ERRORS).toBe("Unable to submit form, Please correct all the errors!");
    expect(MSG_GENERIC).toBe("We are unable to process your request, Please try again!");
  });
});

describe("classifyError: 401", () => {
  it("records the logout time and shows no dialog when none was recorded", () => {
    expect(classifyError(401, { message: "Unauthenticated." }, opts(null))).toEqual({
      kind: "session-expired",
      showDialog: false,
      recordLogoutAt: true,
    });
  });

  it("shows the Session Expired dialog when the last logout is more than 2 minutes old", () => {
    expect(classifyError(401, null, opts(NOW - 3 * MIN))).toMatchObject({ kind: "session-expired", showDialog: true });
  });

  it("shows no dialog when the last logout was 1 minute ago", () => {
    expect(classifyError(401, null, opts(NOW - 1 * MIN))).toMatchObject({ kind: "session-expired", showDialog: false });
  });

  it("treats exactly 2 minutes as not more than 2 minutes", () => {
    expect(classifyError(401, null, opts(NOW - 2 * MIN))).toMatchObject({ showDialog: false });
    expect(classifyError(401, null, opts(NOW - 2 * MIN - 1))).toMatchObject({ showDialog: true });
  });
});

describe("classifyError: 403", () => {
  it("opens the already-registered dialog when email_exists is set", () => {
    const action = classifyError(403, { email_exists: true, message: "The email has already been taken." }, opts());
    expect(action).toEqual({ kind: "email-exists", message: "The email has already been taken." });
  });

  it("falls back to a default message for email_exists without one", () => {
    const action = classifyError(403, { email_exists: true }, opts());
    expect(action.kind).toBe("email-exists");
    expect((action as { message: string }).message).toMatch(/already registered/);
  });

  it("goes to Error-403 otherwise, even with a message", () => {
    expect(classifyError(403, { message: "This action is unauthorized." }, opts())).toEqual({ kind: "forbidden" });
    expect(classifyError(403, null, opts())).toEqual({ kind: "forbidden" });
  });
});

describe("classifyError: 422", () => {
  it("opens the limit dialog for limit_exceed, ahead of everything else", () => {
    expect(classifyError(422, { message: "You have reached your contact limit.", limit_exceed: true }, opts())).toEqual({
      kind: "limit",
      message: "You have reached your contact limit.",
    });
    expect(
      classifyError(422, { message: "Limit.", limit_exceed: true, errors: { name: ["x"] } }, opts()),
    ).toMatchObject({ kind: "limit", message: "Limit." });
  });

  it("maps an errors map onto fields with the spec's toast, humanising businessname", () => {
    const action = classifyError(
      422,
      {
        message: "The businessname field is required.",
        errors: {
          businessname: ["The businessname field is required.", "The businessname must be a string."],
          email: ["The email must be a valid email address."],
        },
      },
      opts(),
    );
    expect(action).toEqual({
      kind: "field-errors",
      toast: "Unable to submit form, Please correct all the errors!",
      errors: {
        businessname: ["The business name field is required.", "The business name must be a string."],
        email: ["The email must be a valid email address."],
      },
    });
  });

  it("toasts the server message for 422 with message and no field errors", () => {
    expect(classifyError(422, { message: "Your account is not on a trial." }, opts())).toEqual({
      kind: "toast",
      message: "Your account is not on a trial.",
    });
    // An empty errors map is no field error.
    expect(classifyError(422, { message: "Nope.", errors: {} }, opts())).toEqual({ kind: "toast", message: "Nope." });
  });

  it("toasts error.message for 422, preferring it to message", () => {
    expect(classifyError(422, { error: { message: "Card declined." } }, opts())).toEqual({ kind: "toast", message: "Card declined." });
    expect(classifyError(422, { error: { message: "Card declined." }, message: "Other." }, opts())).toEqual({
      kind: "toast",
      message: "Card declined.",
    });
  });

  it("falls back to the generic message for a bare 422", () => {
    expect(classifyError(422, null, opts())).toEqual({ kind: "toast", message: MSG_GENERIC });
    expect(classifyError(422, {}, opts())).toEqual({ kind: "toast", message: MSG_GENERIC });
  });
});

describe("classifyError: other statuses", () => {
  it("toasts a 500 whose message mentions a subscription", () => {
    const message = "Your subscription has been cancelled.";
    expect(classifyError(500, { message }, opts())).toEqual({ kind: "toast", message });
    expect(classifyError(500, { message: "No active Subscription found" }, opts())).toEqual({
      kind: "toast",
      message: "No active Subscription found",
    });
  });

  it("shows the generic message for any other 500, 404 and the rest", () => {
    const generic = { kind: "toast", message: "We are unable to process your request, Please try again!" };
    expect(classifyError(500, { message: "Server Error" }, opts())).toEqual(generic);
    expect(classifyError(500, null, opts())).toEqual(generic);
    expect(classifyError(404, { message: "Contact not found." }, opts())).toEqual(generic);
    expect(classifyError(429, { message: "Too Many Attempts." }, opts())).toEqual(generic);
    expect(classifyError(409, { message: "Conflict", errors: { name: ["taken"] } }, opts())).toEqual(generic);
    expect(classifyError(502, null, opts())).toEqual(generic);
  });
});

describe("humanizeFieldErrors", () => {
  it("rewrites every businessname in messages and leaves keys and other text alone", () => {
    expect(humanizeFieldErrors({ businessname: ["businessname and businessname"], name: ["The name is required."] })).toEqual({
      businessname: ["business name and business name"],
      name: ["The name is required."],
    });
    expect(humanizeFieldErrors({})).toEqual({});
  });
});

describe("dialogFieldMessage", () => {
  const errors = { name: ["The name field is required.", "The name must be unique."], email: ["Bad email.", "Taken."] };

  it("joins the default field (name) with a comma and a space", () => {
    expect(dialogFieldMessage(errors)).toBe("The name field is required., The name must be unique.");
  });

  it("joins a chosen field", () => {
    expect(dialogFieldMessage(errors, "email")).toBe("Bad email., Taken.");
  });

  it("falls back to the first field when the chosen one is absent, and to empty text", () => {
    expect(dialogFieldMessage({ title: ["A", "B"] })).toBe("A, B");
    expect(dialogFieldMessage({})).toBe("");
  });
});
