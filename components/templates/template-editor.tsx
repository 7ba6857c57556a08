"use client";

import Link from "next/link";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ArrowLeft, Eye, Send, SendHorizontal, Upload } from "lucide-react";
import { ApiForm, FormServerError, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { useFileUpload } from "@/components/form/use-file-upload";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import type { Insertable } from "@/components/rich-text/rich-text-editor";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { can } from "@/lib/auth/permissions";
import { DEFINED_LINKS } from "@/lib/composing/constants";
import { MERGE_FIELD_MENU } from "@/lib/merge-fields/constants";
import { TEMPLATE_MSG, TEMPLATE_TYPE_LABELS, TEMPLATE_TYPES } from "@/lib/templates/constants";
import { templateCalls, templateKeys, type Template } from "@/lib/templates/hooks";
import { templateEdit } from "@/lib/templates/schemas";
import { EmailPreview, SmsPreview } from "./message-preview";
import { SendTestDialog, SendToContactDialog } from "./send-dialogs";
import { TemplateLogs } from "./template-logs";

const INSERTS: Insertable[] = [
  ...MERGE_FIELD_MENU.filter((m) => !m.value.includes("_url")),
  ...DEFINED_LINKS.map((l) => ({ label: `${l.name} link`, value: l.link, link: true })),
];

/** TemplateEdit (/template/{id}/edit): write the template, see it rendered for a contact, test it, send it. */
export function TemplateEditor({ template, userId, access }: { template: Template; userId: number; access: ListAccess }) {
  const kind = template.is_content;
  const isEmail = kind === TEMPLATE_TYPES.email || kind === TEMPLATE_TYPES.content;
  const isSms = kind === TEMPLATE_TYPES.sms;
  const isVoice = kind === TEMPLATE_TYPES.voice;
  const sendable = kind === TEMPLATE_TYPES.email || isSms;
  const mayUpdate = can(access, "templates", "update");
  const mayTest = can(access, "templates", "create");
  const [dialog, setDialog] = useState<"test" | "send" | null>(null);
  const [previewFor, setPreviewFor] = useState<PickedContact[]>([]);
  const contact = previewFor[0] ?? null;

  const form = useApiForm(templateEdit, {
    defaultValues: { id: template.id, name: template.name, subject: template.subject, body: template.body, recording_url: template.recording_url ?? "" },
  });
  const save = useApiMutation({
    mutationFn: (v: { id: number; name?: string; subject?: string; body?: string; recording_url?: string | null }) => templateCalls.edit(v),
    invalidate: [templateKeys.all],
    success: TEMPLATE_MSG.updated,
    form,
    onSuccess: (res) => form.reset({ id: res.data.id, name: res.data.name, subject: res.data.subject, body: res.data.body, recording_url: res.data.recording_url ?? "" }),
  });
  const [subject, body, recording] = useWatch({ control: form.control, name: ["subject", "body", "recording_url"] });
  const { inputRef: recordingInput, uploading, upload, choose } = useFileUpload((file) => form.setValue("recording_url", file.url, { shouldDirty: true }));

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href="/template" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Templates
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-2.5">
          <h1 className="min-w-0 truncate text-xl leading-7 font-semibold text-foreground">{template.name}</h1>
          <Badge variant="primary">{TEMPLATE_TYPE_LABELS[kind]}</Badge>
          <Badge>{template.category_name}</Badge>
        </div>
      </header>

      <div className="grid min-w-0 grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <Card className="min-w-0 p-4 sm:p-5">
          <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Template">
            <TextField name="name" label="Template name" required maxLength={191} disabled={!mayUpdate} />
            {isEmail && <TextField name="subject" label="Subject" maxLength={300} disabled={!mayUpdate} help="Merge fields work here too, e.g. Welcome {{ contact.first_name }}." />}
            {isEmail && <RichTextField name="body" label={kind === TEMPLATE_TYPES.content ? "Content" : "Email body"} userId={userId} inserts={INSERTS} disabled={!mayUpdate} />}
            {isSms && (
              <TextareaField
                name="body"
                label="Message"
                rows={6}
                maxLength={1600}
                disabled={!mayUpdate}
                help={<>Merge fields: {MERGE_FIELD_MENU.slice(0, 3).map((m) => m.value).join(", ")}; add a fallback with {"{{ contact.first_name | default: 'there' }}"}.</>}
              />
            )}
            {isVoice && (
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium">Recording</p>
                <p className="text-sm text-muted-foreground">The recording is dropped as a voicemail. Upload an MP3 or WAV file.</p>
                {recording ? <audio controls src={recording} className="w-full" aria-label="Recording" /> : <p className="text-sm text-muted-foreground">No recording yet.</p>}
                <input ref={recordingInput} type="file" accept="audio/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
                {mayUpdate && (
                  <Button type="button" variant="outline" className="w-fit" onClick={choose} loading={uploading} loadingText="Uploading">
                    <Upload aria-hidden="true" /> {recording ? "Replace recording" : "Upload recording"}
                  </Button>
                )}
              </div>
            )}
            <FormServerError />
            <div className="flex flex-wrap gap-2">
              {mayUpdate && <SubmitButton busyLabel="Saving">Save template</SubmitButton>}
              {mayTest && (isEmail || isSms) && (
                <Button type="button" variant="outline" onClick={() => setDialog("test")}>
                  <SendHorizontal aria-hidden="true" /> Send test
                </Button>
              )}
              {sendable && (
                <Button type="button" variant="outline" onClick={() => setDialog("send")} disabled={form.formState.isDirty} title={form.formState.isDirty ? "Save your changes first" : undefined}>
                  <Send aria-hidden="true" /> Send to contact
                </Button>
              )}
            </div>
          </ApiForm>
        </Card>

        {(isEmail || isSms) && (
          <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" aria-labelledby="preview-title">
            <h2 id="preview-title" className="flex items-center gap-2 text-base font-semibold"><Eye aria-hidden="true" className="size-4" /> Preview</h2>
            <ContactPicker value={previewFor} onChange={(next) => setPreviewFor(next.slice(-1))} label="Preview as contact" max={1} />
            {isEmail ? <EmailPreview subject={subject ?? ""} body={body ?? ""} contactId={contact?.id ?? null} /> : <SmsPreview body={body ?? ""} contactId={contact?.id ?? null} />}
          </Card>
        )}
      </div>

      {sendable && <TemplateLogs templateId={template.id} />}

      {dialog === "test" && (
        <SendTestDialog open onOpenChange={(o) => !o && setDialog(null)} channel={isSms ? "sms" : "email"} message={{ subject: subject || template.name, body: body ?? "" }} contact={contact} />
      )}
      {dialog === "send" && <SendToContactDialog open onOpenChange={(o) => !o && setDialog(null)} templateId={template.id} />}
    </div>
  );
}
