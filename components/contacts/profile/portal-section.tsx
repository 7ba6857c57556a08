"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { z } from "@hono/zod-openapi";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { contactKeys, useContact, type ContactDetail } from "@/lib/contacts/hooks";
import { portalPasswordBody } from "@/lib/contacts/portal-schemas";
import { formatDate, isoString } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

/**
 * Client portal: whether the contact has portal access, whether they have a password, and the
 * coach's ways to give them one (email a set-password link: resend login; or set it directly).
 */
export const portalSection = defineProfileSection<ContactDetail>({
  id: "portal",
  title: "Client portal",
  order: 22,
  column: "side",
  useData: (contactId, initial) => useContact(contactId, initial),
  hasContent: (c, ctx) => c.portal_active || ctx.access.canUpdate,
  Component: PortalCard,
});

function PortalCard({ data: contact, ctx }: { data: ContactDetail; ctx: ProfileContext }) {
  const id = contact.id;
  const canUpdate = ctx.access.canUpdate;
  const [setting, setSetting] = useState(false);
  const invalidate = [contactKeys.all];
  const access = useApiMutation({
    mutationFn: (active: boolean) => api.patch("/contact/portal-account-activate-suspend", { body: { contact_ids: [id], active } }),
    invalidate,
    success: (d) => d.message,
  });
  const resend = useApiMutation({
    mutationFn: () => api.post("/contact/resend-login", { body: { contact_ids: [id] } }),
    invalidate,
    success: (d) => (d.status === 1 ? d.message : null),
    onSuccess: (d) => d.status !== 1 && toast.error(d.message),
  });
  const switchId = `portal-on-${id}`;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Client portal</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={switchId}>Portal access</Label>
          <Switch id={switchId} checked={contact.portal_active} disabled={!canUpdate || access.isPending} onCheckedChange={(on) => access.mutate(on)} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">Password</span>
          {contact.portal_password_set_at ? (
            <Badge variant="success">
              Set <time dateTime={isoString(contact.portal_password_set_at)}>{formatDate(contact.portal_password_set_at)}</time>
            </Badge>
          ) : (
            <Badge variant="neutral">Not set</Badge>
          )}
        </div>
        {canUpdate && contact.portal_active && (
          <div className="flex flex-wrap gap-2">
            {contact.email && (
              <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
                Send login link
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => setSetting(true)}>
              Set password
            </Button>
          </div>
        )}
        {canUpdate && !contact.portal_active && <p className="text-xs text-muted-foreground">Turn on portal access to send a login link or set a password.</p>}
        <SetPasswordDialog contactId={id} open={setting} onOpenChange={setSetting} />
      </CardContent>
    </Card>
  );
}

type Values = z.input<typeof portalPasswordBody>;

function SetPasswordDialog({ contactId, open, onOpenChange }: { contactId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<Values>(portalPasswordBody, { defaultValues: { password: "", password_confirmation: "" } });
  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/contact/{id}/update-portal-password", { params: { id: contactId }, body: v }),
    invalidate: [contactKeys.all],
    success: (d) => d.message ?? "",
    form,
    onSuccess: () => {
      form.reset({ password: "", password_confirmation: "" });
      onOpenChange(false);
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title="Set portal password"
      description="The client signs in to the portal with their email address and this password. Any login link they have not used stops working."
      submitLabel="Set password"
      size="sm"
    >
      <TextField<Values> name="password" id={`portal-password-${contactId}`} label="New password" type="password" autoComplete="new-password" help="At least 8 characters." autoFocus />
      <TextField<Values> name="password_confirmation" id={`portal-password-confirmation-${contactId}`} label="Retype password" type="password" autoComplete="new-password" />
    </FormDialog>
  );
}
