import { describe, expect, it } from "vitest";
import { createElement as h, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { z } from "zod";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";

const schema = z.object({ email: z.email("Enter a valid email address."), first_name: z.string().min(1) });
type Values = z.infer<typeof schema>;

/** The docs/modules.md example, rendered on the server as the first paint would be. */
function ExampleForm() {
  const form = useApiForm(schema, { defaultValues: { email: "", first_name: "" } });
  const save = useApiMutation({
    mutationFn: async (values: Values) => values,
    invalidate: [["contacts"]],
    success: "Profile has been updated successfully!",
    form,
  });
  // createElement cannot infer a generic component's parameters the way JSX does: name them.
  return h(
    ApiForm<Values, Values>,
    {
      form,
      onSubmit: save.mutateAsync,
      "aria-label": "Profile",
      children: h(
        Fragment,
        null,
        h(TextField<Values>, { name: "first_name", label: "First name", required: true }),
        h(TextField<Values>, { name: "email", label: "Email", type: "email", autoComplete: "email" }),
        h(FormServerError),
        h(SubmitButton, { busyLabel: "Saving" }, "Save"),
      ),
    },
  );
}

describe("form kit", () => {
  it("renders labelled fields bound by id, a native-validation-free form and the submit button", () => {
    const html = renderToStaticMarkup(h(QueryClientProvider, { client: new QueryClient() }, h(ExampleForm)));
    expect(html.toLowerCase()).toContain('<form novalidate=""');
    expect(html).toMatch(/<label[^>]*for="field-first_name"[^>]*>First name/);
    expect(html).toMatch(/<input[^>]*id="field-first_name"[^>]*name="first_name"|<input[^>]*name="first_name"[^>]*id="field-first_name"/);
    expect(html).toContain('aria-required="true"');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save<\/button>/);
    // No server error yet: no alert.
    expect(html).not.toContain('role="alert"');
  });
});
