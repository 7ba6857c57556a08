"use client";

import { Controller } from "react-hook-form";
import { array, minLength, number, object, string } from "zod/mini";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { contactPageKeys, pageKeys } from "@/lib/pages/hooks";

type Values = { contacts: PickedContact[] };
const pickForm = object({ contacts: array(object({ id: number(), name: string() })).check(minLength(1, "Choose at least one contact.")) });

/** "Send to contacts" / "Restrict from contacts" from the dashboard: pick contacts for one page. */
export function PageContactsDialog({ mode, page, open, onOpenChange }: {
  mode: "send" | "restrict";
  page: { id: number; title: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useApiForm<Values>(pickForm, { defaultValues: { contacts: [] } });
  const path = mode === "send" ? "/page/send-to-contact" : "/page/restrict-from-contact";
  const run = useApiMutation({
    mutationFn: (v: Values) => api.post(path, { body: { page_ids: [page?.id ?? 0], contact_ids: v.contacts.map((c) => c.id) } }),
    invalidate: [pageKeys.all, contactPageKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      onOpenChange(false);
      form.reset({ contacts: [] });
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) form.reset({ contacts: [] });
      }}
      form={form}
      onSubmit={run.mutateAsync}
      title={mode === "send" ? "Send page" : "Restrict page"}
      description={
        mode === "send"
          ? `“${page?.title ?? ""}” will be in each contact’s client portal, and they get an email with its link.`
          : `“${page?.title ?? ""}” will no longer be in these contacts’ client portal.`
      }
      submitLabel={mode === "send" ? "Send" : "Restrict"}
      busyLabel={mode === "send" ? "Sending" : "Restricting"}
    >
      <Controller
        control={form.control}
        name="contacts"
        render={({ field, fieldState }) => (
          <ContactPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} max={1000} />
        )}
      />
      <p className="text-xs text-muted-foreground">{formatCount(form.watch("contacts").length, "contact")} chosen.</p>
    </FormDialog>
  );
}
