"use client";

import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import type { EmailValidity } from "@/lib/contacts/constants";
import { contactKeys, useContact, type ContactDetail } from "@/lib/contacts/hooks";
import { PhoneCountrySelect } from "../phone-country-select";
import { defineProfileSection, type ProfileContext } from "./registry";

/**
 * Communication: whether email and SMS reach this contact (delivery status), the email's
 * validity and confirmation, and the country a number without "+" is read in.
 */
export const communicationSection = defineProfileSection<ContactDetail>({
  id: "communication",
  title: "Communication",
  order: 20,
  column: "side",
  useData: (contactId, initial) => useContact(contactId, initial),
  hasContent: () => true,
  Component: CommunicationCard,
});

const VALIDITY: Record<EmailValidity, { label: string; variant: BadgeVariant }> = {
  unverified: { label: "Not checked", variant: "neutral" },
  valid: { label: "Valid", variant: "success" },
  invalid: { label: "Invalid", variant: "danger" },
};

function CommunicationCard({ data: contact, ctx }: { data: ContactDetail; ctx: ProfileContext }) {
  const id = contact.id;
  const canUpdate = ctx.access.canUpdate;
  const invalidate = [contactKeys.all];
  const delivery = useApiMutation({
    mutationFn: (v: { type: "email" | "sms"; enabled: boolean }) => api.patch("/contact/update-delivery-status", { body: { contact_ids: [id], ...v } }),
    invalidate,
    success: (d) => d.message,
  });
  const validate = useApiMutation({ mutationFn: () => api.patch("/contact/validate-email", { body: { contact_ids: [id] } }), invalidate, success: (d) => d.message });
  const markValid = useApiMutation({ mutationFn: () => api.put("/contact/{id}/mark-email-valid", { params: { id } }), invalidate, success: (d) => d.message });
  const noConfirm = useApiMutation({ mutationFn: () => api.patch("/contact/disable-confirmation", { body: { contact_ids: [id] } }), invalidate, success: (d) => d.message });
  const country = useApiMutation({
    mutationFn: (code: string | null) => api.patch("/contact/update-phone-country-code", { body: { contact_ids: [id], country_code: code } }),
    invalidate,
    success: (d) => d.message,
  });
  const validity = VALIDITY[contact.email_validity];
  const busy = validate.isPending || markValid.isPending || noConfirm.isPending;

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Communication</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-3">
          <DeliverySwitch id={`email-on-${id}`} label="Email delivery" checked={contact.email_enabled} disabled={!canUpdate || delivery.isPending} onChange={(enabled) => delivery.mutate({ type: "email", enabled })} />
          <DeliverySwitch id={`sms-on-${id}`} label="SMS delivery" checked={contact.sms_enabled} disabled={!canUpdate || delivery.isPending} onChange={(enabled) => delivery.mutate({ type: "sms", enabled })} />
        </div>
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">Email address</span>
            <Badge variant={validity.variant}>{validity.label}</Badge>
            {!contact.email_confirmation && <Badge variant="outline">Confirmation off</Badge>}
          </div>
          {canUpdate && contact.email && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" disabled={busy} onClick={() => validate.mutate()}>
                Check email
              </Button>
              {contact.email_validity !== "valid" && (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => markValid.mutate()}>
                  Mark as valid
                </Button>
              )}
              {contact.email_confirmation && (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => noConfirm.mutate()}>
                  Disable confirmation
                </Button>
              )}
            </div>
          )}
        </div>
        <PhoneCountry value={contact.phone_country_code} disabled={!canUpdate || country.isPending} onChange={(code) => country.mutate(code)} id={id} />
      </CardContent>
    </Card>
  );
}

function DeliverySwitch({ id, label, checked, disabled, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

function PhoneCountry({ id, value, disabled, onChange }: { id: number; value: string | null; disabled: boolean; onChange: (code: string | null) => void }) {
  return (
    <div className="flex flex-col gap-1.5 border-t border-border pt-4">
      <Label htmlFor={`phone-country-${id}`}>Phone country</Label>
      <PhoneCountrySelect id={`phone-country-${id}`} value={value} disabled={disabled} onChange={onChange} />
      <p className="text-xs text-muted-foreground">Numbers typed without “+” are read in this country.</p>
    </div>
  );
}
