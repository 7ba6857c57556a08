"use client";

import { Tag, X } from "lucide-react";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { addTagForm } from "@/lib/tags/forms";
import { tagKeys, useContactTags, useTagList, type ContactTag } from "@/lib/tags/hooks";

type Values = { tag: string };

/** The profile's tags: what the contact carries; add an existing tag (or a new one) and remove. */
export function ContactTags({ contactId, initialTags, canTag, canCreateTag, canViewTags }: {
  contactId: number;
  initialTags: ContactTag[];
  /** contacts-center update (doc 2 s6). */
  canTag: boolean;
  /** tags create: a name that is not a tag yet becomes one. */
  canCreateTag: boolean;
  /** tags view: the list of existing tags to choose from. */
  canViewTags: boolean;
}) {
  const carried = useContactTags(contactId, initialTags).data ?? initialTags;
  const all = useTagList(canTag && canViewTags).data?.original ?? [];
  const choices = all.filter((t) => !carried.some((c) => c.id === t.id));
  const invalidate = [tagKeys.all, contactKeys.all];

  const form = useApiForm<Values>(addTagForm, { defaultValues: { tag: "" } });
  const add = useApiMutation({
    mutationFn: async ({ tag }: Values) => {
      const name = tag.trim();
      const id = existing(name)?.id ?? (await api.post("/tag/create", { body: { name, tag_type: 1 } })).data.id;
      return api.patch("/tag/add-contact", { body: { tag_ids: [id], contact_ids: [contactId] } });
    },
    invalidate,
    success: "Tag has been added successfully!",
    form,
    onSuccess: () => form.reset({ tag: "" }),
  });
  const existing = (name: string) => all.find((t) => t.name.toLowerCase() === name.trim().toLowerCase());
  const submit = (v: Values) => {
    if (!canCreateTag && !existing(v.tag)) {
      form.setError("tag", { type: "validate", message: "There is no tag with this name. Choose one from the list." });
      return Promise.resolve();
    }
    return add.mutateAsync(v);
  };
  const remove = useApiMutation({
    mutationFn: (tag: ContactTag) => api.patch("/tag/remove-contact", { body: { tag_ids: [tag.id], contact_ids: [contactId] } }),
    invalidate,
    success: (_, tag) => `“${tag.name}” has been removed.`,
  });
  const listId = `tag-options-${contactId}`;

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle as="h2">Tags</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {carried.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Tag className="size-4" aria-hidden="true" />
            {canTag ? "No tags yet. Tags group contacts for filters, broadcasts and automations." : "No tags yet."}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {carried.map((t) => (
              <li key={t.id}>
                <Badge className="gap-1 pr-1">
                  {t.name}
                  {canTag && (
                    <button
                      type="button"
                      aria-label={`Remove tag ${t.name}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(t)}
                      className="inline-flex size-4 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <X className="size-3" aria-hidden="true" />
                    </button>
                  )}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {canTag && (
          <ApiForm form={form} onSubmit={submit} aria-label="Tag this contact" className="gap-2">
            <div className="flex items-start gap-2">
              <TextField<Values>
                name="tag"
                label="Add a tag"
                list={listId}
                autoComplete="off"
                placeholder={canCreateTag ? "Choose or type a new tag" : "Choose a tag"}
                className="min-w-0 flex-1"
              />
              <datalist id={listId}>
                {choices.map((t) => (
                  <option key={t.id} value={t.name} />
                ))}
              </datalist>
              <SubmitButton busyLabel="Adding" variant="outline" className="mt-6">
                Add
              </SubmitButton>
            </div>
            <FormServerError />
          </ApiForm>
        )}
      </CardContent>
    </Card>
  );
}
