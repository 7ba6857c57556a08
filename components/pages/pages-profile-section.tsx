"use client";

import Link from "next/link";
import { useState } from "react";
import { Eye, EyeOff, FileText, Plus, Trash2 } from "lucide-react";
import { minLength, object, string } from "zod/mini";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, isoString } from "@/lib/format";
import { PAGE_MSG } from "@/lib/pages/constants";
import { contactPageKeys, pageKeys, useContactPages, usePageChoices, type ContactPage, type ContactPagePage } from "@/lib/pages/hooks";

/** Pages: the pages sent to the contact (doc 2 /contact/pages); send one, hide or show it, take it away. */
export const pagesSection = defineProfileSection<ContactPagePage>({
  id: "pages",
  title: "Pages",
  order: 27,
  column: "main",
  visible: (access) => access.canViewPages,
  useData: (contactId, initial) => useContactPages(contactId, 1, initial),
  hasContent: (page, ctx) => page.total > 0 || ctx.access.canUpdatePages,
  Component: PagesCard,
});

function PagesCard({ data: first, ctx }: { data: ContactPagePage; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const [page, setPage] = useState(1);
  const data = useContactPages(id, page, first).data ?? first;
  const canUpdate = ctx.access.canUpdatePages;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Pages</CardTitle>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "page")}</span>
          {canUpdate && <SendPageDialog contactId={id} sent={data.data} />}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {data.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Sent pages">
            {data.data.map((p) => (
              <PageItem key={p.id} page={p} contactId={id} canUpdate={canUpdate} />
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            No pages yet. Send a welcome page or guide to this contact’s portal.
          </p>
        )}
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}

function PageItem({ page, contactId, canUpdate }: { page: ContactPage; contactId: number; canUpdate: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const toggle = useApiMutation({
    mutationFn: () => api.patch("/contact/enable-disable-page", { body: { contact_id: contactId, page_id: page.id, disable_content: page.disabled ? 0 : 1 } }),
    invalidate: [contactPageKeys.all, pageKeys.all],
    success: (d) => d.message ?? null,
    failure: PAGE_MSG.disableFailed,
  });
  const remove = useApiMutation({
    mutationFn: () => api.post("/page/restrict-from-contact", { body: { page_ids: [page.id], contact_ids: [contactId] } }),
    invalidate: [contactPageKeys.all, pageKeys.all],
    success: (d) => d.message,
  });
  const shown = page.enabled && !page.disabled;
  return (
    <li className="flex min-w-0 items-center gap-2 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          <Link href={`/page/${page.id}/edit`} className="hover:text-primary-strong hover:underline">{page.title}</Link>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span>Sent <time dateTime={isoString(page.assigned_at)}>{formatDate(page.assigned_at)}</time></span>
          {shown ? <Badge variant="success">In portal</Badge> : <Badge variant="neutral">{page.enabled ? "Hidden" : "Page disabled"}</Badge>}
        </p>
      </div>
      {canUpdate && (
        <>
          <Button variant="ghost" size="icon-sm" aria-label={page.disabled ? `Show ${page.title} in the portal` : `Hide ${page.title} from the portal`} loading={toggle.isPending} onClick={() => toggle.mutate()}>
            {page.disabled ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label={`Remove ${page.title}`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            description={`“${page.title}” will no longer be in this contact’s portal. It stays in your pages.`}
            confirmText="Remove"
            busyText="Removing"
            tone="danger"
            onConfirm={async () => {
              await remove.mutateAsync();
            }}
          />
        </>
      )}
    </li>
  );
}

type SendValues = { page_id: string };
const sendForm = object({ page_id: string().check(minLength(1, "Choose a page.")) });

function SendPageDialog({ contactId, sent }: { contactId: number; sent: ContactPage[] }) {
  const [open, setOpen] = useState(false);
  const choices = usePageChoices(open);
  const form = useApiForm<SendValues>(sendForm, { defaultValues: { page_id: "" } });
  const send = useApiMutation({
    mutationFn: (v: SendValues) => api.post("/page/send-to-contact", { body: { page_ids: [Number(v.page_id)], contact_ids: [contactId] } }),
    invalidate: [contactPageKeys.all, pageKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      setOpen(false);
      form.reset({ page_id: "" });
    },
  });
  // Pages on this page of the list are already sent; disabled pages reach nobody.
  const taken = new Set(sent.map((p) => p.id));
  const options = (choices.data ?? []).filter((p) => p.enabled && !taken.has(p.id));
  const empty = choices.isSuccess && options.length === 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <Button variant="outline" size="sm">
          <Plus className="size-3.5" aria-hidden="true" />
          Send page
        </Button>
      }
      form={form}
      onSubmit={send.mutateAsync}
      title="Send page"
      description="The contact finds it in their client portal and gets an email with its link."
      submitLabel="Send"
      busyLabel="Sending"
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<SendValues> name="page_id" label="Page" required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? "Loading pages…" : empty ? "No pages left to send" : "Choose a page"}</option>
        {options.map((p) => (
          <option key={p.id} value={String(p.id)}>{p.title}</option>
        ))}
      </SelectField>
      {empty && (
        <p className="text-sm text-muted-foreground">
          Create pages on the <Link className="font-medium text-primary underline-offset-4 hover:underline" href="/pages">Pages</Link> screen first.
        </p>
      )}
    </FormDialog>
  );
}
