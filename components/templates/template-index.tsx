"use client";

import Link from "next/link";
import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Copy, FileText, FolderInput, Megaphone, MoreHorizontal, Pencil, Plus, SearchX, Signature, Tags, Trash2 } from "lucide-react";
import { ContentCard } from "@/components/content-dashboard/content-card";
import { ContentDashboardList } from "@/components/content-dashboard/content-dashboard-list";
import { useDashboardOrdering } from "@/components/content-dashboard/use-dashboard-mutations";
import { NameDialog } from "@/components/folders/name-dialog";
import { ListPagination } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import type { ListAccess } from "@/components/list/bulk-bar";
import { can } from "@/lib/auth/permissions";
import { formatDate } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import type { ListState } from "@/lib/list/params";
import { templateList, type TemplateListState } from "@/lib/templates/columns";
import { NAME_MAX, TEMPLATE_MSG, TEMPLATE_TYPE_LABELS, TEMPLATE_TYPES, TYPE_FILTER_LABELS, type TypeFilter } from "@/lib/templates/constants";
import { templateCalls, templateKeys, useTemplateCategories, useTemplateList, type Template, type TemplateCategory, type TemplatePage } from "@/lib/templates/hooks";
import { CategoryBar } from "./category-bar";
import { TEMPLATE_ICONS } from "./template-icons";
import { MoveTemplatesDialog, NewTemplateDialog } from "./template-dialogs";

type Dialog = { kind: "new" } | { kind: "rename"; t: Template } | { kind: "move"; t: Template } | { kind: "delete"; t: Template } | null;
const nameError = (v: string) => (v.trim() === "" ? "The name field is required." : v.trim().length > NAME_MAX ? `The name may not be greater than ${NAME_MAX} characters.` : null);

/** TemplatesIndex (/template): the template dashboard by category (doc 2 s2), 6 cards a page in hand-made order. */
export function TemplateIndex({ initialPage, initialState, initialCategories, access }: { initialPage: TemplatePage; initialState: ListState; initialCategories: TemplateCategory[]; access: ListAccess }) {
  const [state, update] = useListState(templateList);
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: templateKeys.all }), [queryClient]);
  const list = useTemplateList(state as TemplateListState, { initial: { state: initialState, page: initialPage }, onPastEnd: (last) => update({ page: last }) });
  const categories = useTemplateCategories(initialCategories).data ?? initialCategories;
  const ordering = useDashboardOrdering("template", templateKeys.all);
  const mayCreate = can(access, "templates", "create");
  const mayUpdate = can(access, "templates", "update");
  const mayDelete = can(access, "templates", "delete");
  // Email and SMS templates become broadcast drafts (POST /template/add-broadcasts-draft), opened next.
  const mayBroadcast = can(access, "broadcasts", "create");
  const router = useRouter();
  const toBroadcast = async (t: Template) => {
    try {
      const res = await templateCalls.addBroadcastDraft(t.id);
      toast.success(res.message);
      router.push(`/broadcasts/${res.data.id}`);
    } catch (e) {
      handleApiError(e);
    }
  };
  const page = list.page;
  const categoryId = state.filters.category ? Number(state.filters.category) : undefined;
  const byHand = state.sort === "ordering" && state.direction === "desc" && !state.search;

  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      toast.success(message);
      await refresh();
    } catch (e) {
      handleApiError(e);
      throw e;
    }
  };

  const menu = (t: Template) => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${t.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={`/template/${t.id}/edit`}><Pencil aria-hidden="true" /> Edit</Link>
        </DropdownMenuItem>
        {mayUpdate && <DropdownMenuItem onSelect={() => setDialog({ kind: "rename", t })}><FileText aria-hidden="true" /> Rename</DropdownMenuItem>}
        {mayCreate && <DropdownMenuItem onSelect={() => void run(() => templateCalls.duplicate(t.id), TEMPLATE_MSG.duplicated).catch(() => undefined)}><Copy aria-hidden="true" /> Duplicate</DropdownMenuItem>}
        {mayBroadcast && (t.is_content === TEMPLATE_TYPES.email || t.is_content === TEMPLATE_TYPES.sms) && (
          <DropdownMenuItem onSelect={() => void toBroadcast(t)}><Megaphone aria-hidden="true" /> Add to broadcasts</DropdownMenuItem>
        )}
        {mayUpdate && <DropdownMenuItem onSelect={() => setDialog({ kind: "move", t })}><FolderInput aria-hidden="true" /> Move to category</DropdownMenuItem>}
        {mayDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="danger" onSelect={() => setDialog({ kind: "delete", t })}><Trash2 aria-hidden="true" /> Delete</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Templates</h1>
            {page && <Badge className="tabular-nums">{page.total}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">Emails, texts and voicemails you write once and send to any client, with their details filled in.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href="/template/signatures"><Signature aria-hidden="true" /> Signatures</Link>
          </Button>
          {mayCreate && <Button onClick={() => setDialog({ kind: "new" })}><Plus aria-hidden="true" /> New template</Button>}
        </div>
      </header>

      <CategoryBar categories={categories} current={categoryId} onSelect={(id) => update({ filters: { category: id ? String(id) : null } })} canCreate={mayCreate} canEdit={mayUpdate} canDelete={mayDelete} onChanged={refresh} />

      <section aria-labelledby="template-cards-title" className="flex min-w-0 flex-col gap-4">
        <h2 id="template-cards-title" className="sr-only">{state.filters.category ? `Templates in ${categories.find((c) => String(c.id) === state.filters.category)?.name ?? "this category"}` : "All templates"}</h2>
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
          <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search templates" placeholder="Search by name" maxLength={100} className="min-w-0 flex-1" />
          <div className="flex flex-col gap-1.5 sm:w-48">
            <Label htmlFor="template-type">Type</Label>
            <NativeSelect id="template-type" value={state.filters.type ?? "all"} onChange={(e) => update({ filters: { type: e.target.value === "all" ? null : e.target.value } })}>
              {(Object.keys(TYPE_FILTER_LABELS) as TypeFilter[]).map((k) => (
                <option key={k} value={k}>{TYPE_FILTER_LABELS[k]}</option>
              ))}
            </NativeSelect>
          </div>
          {list.refreshing && <Spinner size="sm" label="Loading templates" />}
        </div>

        <ContentDashboardList
          className="contents"
          heading={null}
          noun="templates"
          list={list}
          items={page?.data ?? []}
          search={state.search}
          onClearSearch={() => update({ search: "" })}
          searchField="name"
          filtered={Boolean(state.search || state.filters.type || state.filters.category)}
          noMatch={
            <ListEmpty
              icon={SearchX}
              title={state.search ? `No templates match “${state.search}”` : "No templates here"}
              description="Try another category or type, or clear the search."
              action={<Button variant="outline" onClick={() => update({ search: "", filters: { type: null, category: null } })}>Show all templates</Button>}
            />
          }
          empty={
            <ListEmpty
              icon={Tags}
              title="No templates yet"
              description="Write a welcome email or a session reminder once, then send it to any client in a click. Merge fields like {{ contact.first_name }} fill in their details."
              action={mayCreate ? <Button onClick={() => setDialog({ kind: "new" })}><Plus aria-hidden="true" /> New template</Button> : undefined}
            />
          }
          label="Template cards"
          getId={(t) => t.id}
          getTitle={(t) => t.name}
          onReorder={mayUpdate && byHand ? (ids) => ordering.mutateAsync(ids) : undefined}
          renderCard={(t, handle) => (
            <ContentCard
              title={t.name}
              href={`/template/${t.id}/edit`}
              thumbnail={t.thumbnail}
              icon={TEMPLATE_ICONS[t.is_content] ?? FileText}
              handle={handle}
              detail={<span>{t.category_name} · updated {formatDate(t.updated_at)}</span>}
              badges={<Badge variant="primary">{TEMPLATE_TYPE_LABELS[t.is_content]}</Badge>}
              menu={menu(t)}
            />
          )}
        />
        {page && !list.empty && !list.failed && (
          <ListPagination page={state.page} data={page} perPageOptions={templateList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} />
        )}
      </section>

      {dialog?.kind === "new" && <NewTemplateDialog open onOpenChange={(o) => !o && setDialog(null)} categories={categories} categoryId={categoryId} />}
      {dialog?.kind === "move" && <MoveTemplatesDialog open onOpenChange={(o) => !o && setDialog(null)} ids={[dialog.t.id]} categories={categories} current={dialog.t.category_id} />}
      <NameDialog
        key={dialog?.kind === "rename" ? `rename-${dialog.t.id}` : "rename"}
        open={dialog?.kind === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename template"
        label="Template name"
        initial={dialog?.kind === "rename" ? dialog.t.name : ""}
        submitText="Rename"
        busyText="Renaming"
        maxLength={NAME_MAX}
        check={nameError}
        onSubmit={async (name) => {
          if (dialog?.kind !== "rename") return;
          await templateCalls.rename(dialog.t.id, name);
          toast.success(TEMPLATE_MSG.renamed);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Are you sure?"
        description={dialog?.kind === "delete" ? `“${dialog.t.name}” will be deleted. This cannot be undone.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind !== "delete") return;
          await run(() => templateCalls.remove([dialog.t.id]), TEMPLATE_MSG.deleted).catch(() => undefined);
          setDialog(null);
        }}
      />
    </div>
  );
}
