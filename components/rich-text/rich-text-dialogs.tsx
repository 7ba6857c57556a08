"use client";

import { useEffect } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField, useApiForm } from "@/components/form/api-form";
import { isAllowedHref } from "@/lib/rich-text/constants";

const linkSchema = z.object({
  href: z.string().trim().min(1, "Enter a link.").refine(isAllowedHref, "Links start with https://, http://, mailto: or tel:."),
});

/** Adds or changes the link on the selected text. */
export function LinkDialog({ open, onOpenChange, current, onSave }: { open: boolean; onOpenChange: (o: boolean) => void; current: string; onSave: (href: string) => void }) {
  const form = useApiForm(linkSchema, { defaultValues: { href: current } });
  useEffect(() => {
    if (open) form.reset({ href: current });
  }, [open, current, form]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={current ? "Edit link" : "Add link"}
      description="The link opens in a new tab."
      submitLabel="Save link"
      onSubmit={async ({ href }) => {
        onSave(href);
        onOpenChange(false);
      }}
    >
      <TextField name="href" label="Link" placeholder="https://" autoFocus required />
    </FormDialog>
  );
}

/** YouTube's watch, short and embed links all name one video. */
export function youtubeId(url: string): string | null {
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(url);
  return m ? m[1] : null;
}

const videoSchema = z.object({
  url: z.string().trim().min(1, "Enter a video link.").refine((u) => youtubeId(u) !== null, "Paste a YouTube link (youtube.com or youtu.be)."),
});

/** Embeds a YouTube video (privacy-enhanced player). */
export function VideoDialog({ open, onOpenChange, onSave }: { open: boolean; onOpenChange: (o: boolean) => void; onSave: (src: string) => void }) {
  const form = useApiForm(videoSchema, { defaultValues: { url: "" } });
  useEffect(() => {
    if (open) form.reset({ url: "" });
  }, [open, form]);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Embed a video"
      submitLabel="Embed"
      onSubmit={async ({ url }) => {
        onSave(`https://www.youtube.com/watch?v=${youtubeId(url)}`);
        onOpenChange(false);
      }}
    >
      <TextField name="url" label="YouTube link" placeholder="https://www.youtube.com/watch?v=…" autoFocus required />
    </FormDialog>
  );
}
