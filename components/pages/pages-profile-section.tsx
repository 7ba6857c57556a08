"use client";

import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { formatDate, isoString } from "@/lib/format";
import { PAGE_MSG } from "@/lib/pages/constants";
import { contactPageKeys, pageKeys, useContactPages, type ContactPage, type ContactPagePage } from "@/lib/pages/hooks";
import { pageKind } from "./page-kind";

const INVALIDATE = [contactPageKeys.all, pageKeys.all];

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
    <ContactContentCard
      kind={pageKind}
      title="Pages"
      total={data.total}
      listLabel="Sent pages"
      emptyText="No pages yet. Send a welcome page or guide to this contact’s portal."
      pager={{ page, data, onPage: setPage }}
      action={
        canUpdate && (
          <ChooseContentButton
            kind={pageKind}
            label="Send page"
            description="The contact finds it in their client portal and gets an email with its link."
            emptyText="No pages left to send"
            // Pages on this page of the list are already sent.
            exclude={new Set(data.data.map((p) => p.id))}
            onChoose={(pageId) => api.post("/page/send-to-contact", { body: { page_ids: [pageId], contact_ids: [id] } })}
            invalidate={INVALIDATE}
          />
        )
      }
    >
      {data.data.map((p) => (
        <PageItem key={p.id} page={p} contactId={id} canUpdate={canUpdate} />
      ))}
    </ContactContentCard>
  );
}

function PageItem({ page, contactId, canUpdate }: { page: ContactPage; contactId: number; canUpdate: boolean }) {
  const toggle = useApiMutation({
    mutationFn: () => api.patch("/contact/enable-disable-page", { body: { contact_id: contactId, page_id: page.id, disable_content: page.disabled ? 0 : 1 } }),
    invalidate: INVALIDATE,
    success: (d) => d.message ?? null,
    failure: PAGE_MSG.disableFailed,
  });
  const shown = page.enabled && !page.disabled;
  return (
    <ContactContentItem
      title={page.title}
      href={`/page/${page.id}/edit`}
      meta={
        <>
          <span>Sent <time dateTime={isoString(page.assigned_at)}>{formatDate(page.assigned_at)}</time></span>
          {shown ? <Badge variant="success">In portal</Badge> : <Badge variant="neutral">{page.enabled ? "Hidden" : "Page disabled"}</Badge>}
        </>
      }
      actions={
        canUpdate && (
          <Button variant="ghost" size="icon-sm" aria-label={page.disabled ? `Show ${page.title} in the portal` : `Hide ${page.title} from the portal`} loading={toggle.isPending} onClick={() => toggle.mutate()}>
            {page.disabled ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          </Button>
        )
      }
      remove={
        canUpdate
          ? {
              description: `“${page.title}” will no longer be in this contact’s portal. It stays in your pages.`,
              run: () => api.post("/page/restrict-from-contact", { body: { page_ids: [page.id], contact_ids: [contactId] } }),
              invalidate: INVALIDATE,
            }
          : undefined
      }
    />
  );
}
