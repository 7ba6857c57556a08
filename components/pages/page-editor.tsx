"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ArrowLeft, ImageIcon, X } from "lucide-react";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ImagePicker } from "@/components/image-library/image-picker";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE, HEADLINE_MAX, TITLE_MAX } from "@/lib/pages/constants";
import { pageEditorForm, type PageEditorInput, type PageEditorValues } from "@/lib/pages/editor-form";
import { pageKeys, usePageDetail, type PageDetail } from "@/lib/pages/hooks";
import { HeadingSettingsFields } from "./heading-settings-fields";
import { PageDownloads } from "./page-downloads";
import { PagePreview } from "./page-preview";

/** The cover as the coach last chose it: unchanged, a library image, or removed. */
type Cover = { kind: "keep" } | { kind: "set"; id: number; url: string } | { kind: "clear" };

const valuesOf = (p: PageDetail): PageEditorInput => ({
  title: p.title, headline: p.headline, subheadline: p.subheadline,
  headline_setting: p.headline_setting, subheadline_setting: p.subheadline_setting, body: p.body,
});

/** PageEdit (/page/{page}/edit): headlines with their settings and a live preview, cover, body, downloads. */
export function PageEditor({ initial, userId, canUpdate, savedBody }: {
  initial: PageDetail;
  userId: number;
  canUpdate: boolean;
  /** The saved body, rendered by the server (RichTextView); refreshed after each save. */
  savedBody: ReactNode;
}) {
  const router = useRouter();
  const detail = usePageDetail(initial.id, initial).data ?? initial;
  const form = useApiForm<PageEditorInput, PageEditorValues>(pageEditorForm, { defaultValues: valuesOf(initial) });
  const [cover, setCover] = useState<Cover>({ kind: "keep" });
  const [picking, setPicking] = useState(false);
  const save = useApiMutation({
    mutationFn: (v: PageEditorValues) =>
      api.patch("/page/{id}/update", {
        params: { id: initial.id },
        body: { ...v, ...(cover.kind === "set" ? { cover_image_id: cover.id } : cover.kind === "clear" ? { cover_image_id: null } : {}) },
      }),
    invalidate: [pageKeys.all],
    success: (d) => d.message ?? null,
    form,
    onSuccess: (d) => {
      form.reset(valuesOf(d.data));
      setCover({ kind: "keep" });
      router.refresh();
    },
  });
  const coverUrl = cover.kind === "set" ? cover.url : cover.kind === "clear" ? null : detail.cover_image;
  const [headline, subheadline, hs, ss] = form.watch(["headline", "subheadline", "headline_setting", "subheadline_setting"]);
  const dirty = form.formState.isDirty || cover.kind !== "keep";

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <Link href="/pages" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> Pages
        </Link>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-2.5">
          <h1 className="min-w-0 truncate text-xl leading-7 font-semibold text-foreground">{detail.title}</h1>
          {detail.enabled ? <Badge variant="success">Enabled</Badge> : <Badge variant="neutral">Disabled</Badge>}
        </div>
      </header>

      <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <ApiForm form={form} onSubmit={save.mutateAsync} className="flex min-w-0 flex-col gap-5">
          <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-5">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle as="h2">Headlines</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <TextField<PageEditorInput> name="title" label="Title" help="Shown on your dashboard and in the client’s portal menu." required maxLength={TITLE_MAX} />
                <TextField<PageEditorInput> name="headline" label="Headline" maxLength={HEADLINE_MAX} />
                <HeadingSettingsFields name="headline_setting" legend="Headline style" />
                <TextField<PageEditorInput> name="subheadline" label="Subheadline" maxLength={HEADLINE_MAX} />
                <HeadingSettingsFields name="subheadline_setting" legend="Subheadline style" />
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle as="h2">Cover image</CardTitle>
                <div className="flex gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
                    <ImageIcon aria-hidden="true" /> {coverUrl ? "Change" : "Choose image"}
                  </Button>
                  {coverUrl && (
                    <Button type="button" variant="ghost" size="sm" onClick={() => setCover({ kind: "clear" })}>
                      <X aria-hidden="true" /> Remove
                    </Button>
                  )}
                </div>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{coverUrl ? "Shown across the top of the page (2560 × 600)." : "No cover image. A wide image (2560 × 600) sets the page’s mood."}</p>
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle as="h2">Content</CardTitle>
              </CardHeader>
              <CardContent>
                <RichTextField<PageEditorInput> name="body" label="Body" userId={userId} placeholder="Write what your clients will read…" />
              </CardContent>
            </Card>
          </fieldset>
          {canUpdate && (
            <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-1 py-3 backdrop-blur">
              <FormServerError />
              <span className="text-sm text-muted-foreground" aria-live="polite">{dirty ? "Unsaved changes" : "All changes saved"}</span>
              <SubmitButton busyLabel="Saving">Save page</SubmitButton>
            </div>
          )}
        </ApiForm>

        <aside className="flex min-w-0 flex-col gap-5 lg:sticky lg:top-4 lg:self-start">
          <PagePreview cover={coverUrl} headline={headline} subheadline={subheadline} headlineSetting={hs} subheadlineSetting={ss} defaults={{ headline: DEFAULT_HEADLINE, subheadline: DEFAULT_SUBHEADLINE }} body={savedBody} />
          <PageDownloads pageId={initial.id} downloads={detail.downloads} canUpdate={canUpdate} />
        </aside>
      </div>

      <ImagePicker
        open={picking}
        onOpenChange={setPicking}
        type="public-cover"
        userId={userId}
        current={coverUrl ? { url: coverUrl, name: "Cover image" } : null}
        onPicked={(image) => {
          setPicking(false);
          setCover({ kind: "set", id: image.id, url: image.url });
        }}
      />
    </div>
  );
}
