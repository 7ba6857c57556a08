"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ClipboardList, Eye, EyeOff, Plus } from "lucide-react";
import { ShareDialog, type ShareTarget } from "@/components/assets/share-dialog";
import { ContentImportWizard } from "@/components/content-import/content-import-wizard";
import { ContentCard } from "@/components/content-dashboard/content-card";
import { ContentCardMenu, dashboardMenuItems } from "@/components/content-dashboard/content-card-menu";
import { ContentDashboardPanel } from "@/components/content-dashboard/content-dashboard-list";
import { useDashboardOrdering } from "@/components/content-dashboard/use-dashboard-mutations";
import { FolderBar } from "@/components/folders/folder-bar";
import { useFolderDialogs } from "@/components/folders/folder-dialogs";
import { NameDialog } from "@/components/folders/name-dialog";
import type { ListAccess } from "@/components/list/bulk-bar";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { can } from "@/lib/auth/permissions";
import { formList, type FormListState } from "@/lib/forms/columns";
import { FORM_MSG, FORM_TITLE_MAX } from "@/lib/forms/constants";
import { formCalls, formKeys, useFormList, type FormCard, type FormPage } from "@/lib/forms/hooks";
import { useFolderLevel } from "@/lib/folders/hooks";
import { formatCount } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import { MoveFormDialog } from "./move-form-dialog";
import { SendFormDialog } from "./send-form-dialog";

/** Lists an import may add to: this dashboard's. */
const IMPORT_REFRESH = [formKeys.all];

type Dialog = { kind: "new" } | { kind: "rename"; form: FormCard } | { kind: "delete"; form: FormCard } | { kind: "send"; form: FormCard } | { kind: "move"; form: FormCard } | { kind: "share"; form: FormCard } | null;

const titleError = (v: string) => (!v.trim() ? "The title field is required." : v.trim().length > FORM_TITLE_MAX ? `The title may not be greater than ${FORM_TITLE_MAX} characters.` : null);

/** FormIndex (/forms): the coach's forms as cards, 6 a page in their hand-made order. */
export function FormIndex({ initialPage, initialState, access, userId, copyTargets = [] }: {
  initialPage: FormPage;
  initialState: FormListState;
  access: ListAccess;
  userId: number;
  /** The company's other locations the user belongs to (the share dialog's "Copy to locations"). */
  copyTargets?: ShareTarget[];
}) {
  const [state, update] = useListState(formList);
  const [dialog, setDialog] = useState<Dialog>(null);
  const router = useRouter();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: formKeys.all }), [queryClient]);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useFormList(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const ordering = useDashboardOrdering("form", formKeys.all);
  // The dashboard shows every form (folder_id null, doc 2 s9) until a folder is opened.
  const folderId = Number(state.filters.folder ?? 0);
  const folders = useFolderLevel(formKeys.all, "forms", folderId, false);
  const folderTitle = folders.data?.breadcrumb.at(-1)?.title;
  const folderDialogs = useFolderDialogs({ assetType: "forms", parentId: folderId, parentTitle: folderTitle, onChanged: refresh });

  const mayCreate = can(access, "forms", "create");
  const mayUpdate = can(access, "forms", "update");
  const mayDelete = can(access, "forms", "delete");

  const run = async (work: () => Promise<{ message?: string }>) => {
    try {
      const res = await work();
      if (res.message) toast.success(res.message);
      await refresh();
    } catch (e) {
      handleApiError(e);
      throw e;
    }
  };

  const menu = (f: FormCard) => (
    <ContentCardMenu
      title={f.title}
      items={dashboardMenuItems({
        editHref: `/form/${f.id}/edit`,
        may: { update: mayUpdate, create: mayCreate, delete: mayDelete },
        share: () => setDialog({ kind: "share", form: f }),
        send: mayUpdate ? () => setDialog({ kind: "send", form: f }) : undefined,
        rename: () => setDialog({ kind: "rename", form: f }),
        move: () => setDialog({ kind: "move", form: f }),
        switches: [{ label: f.enabled ? "Disable" : "Enable", icon: f.enabled ? EyeOff : Eye, onSelect: () => void run(() => formCalls.setEnabled(f.id, f.enabled ? 0 : 1)).catch(() => {}) }],
        duplicate: () => void run(() => formCalls.duplicate(f.id)).catch(() => {}),
        remove: () => setDialog({ kind: "delete", form: f }),
      })}
    />
  );

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Forms</h1>
            {page && <Badge className="tabular-nums">{page.total}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">Check-ins, intake questionnaires and surveys your clients fill in, with their answers and analytics.</p>
        </div>
        {mayCreate && (
          <div className="flex flex-wrap items-center gap-2">
            <ContentImportWizard userId={userId} refreshKeys={IMPORT_REFRESH} />
            <Button onClick={() => setDialog({ kind: "new" })}>
              <Plus aria-hidden="true" /> New form
            </Button>
          </div>
        )}
      </header>

      <FolderBar
        data={folders.data}
        loading={folders.isPending}
        archived={false}
        canEdit={mayUpdate}
        onOpen={(id) => update({ filters: { folder: id ? String(id) : null } })}
        onNew={folderDialogs.newFolder}
        onAction={folderDialogs.onAction}
        noun="form"
      />

      <ContentDashboardPanel
        noun="forms"
        state={state}
        update={update}
        perPageOptions={formList.perPageOptions}
        searchLabel="Search forms"
        searchPlaceholder="Search by title"
        searchMaxLength={100}
        list={list}
        items={page?.data ?? []}
        empty={
          folderId ? (
            <ListEmpty
              icon={ClipboardList}
              title={`${folderTitle ?? "This folder"} has no forms yet`}
              description="Create a form here, or move forms into this folder from their menu."
              action={<Button variant="outline" onClick={() => update({ filters: { folder: null } })}>Show all forms</Button>}
            />
          ) : (
            <ListEmpty
              icon={ClipboardList}
              title="No forms yet"
              description="Create a weekly check-in or an intake questionnaire, then send it to clients or share its public link."
              action={mayCreate ? <Button onClick={() => setDialog({ kind: "new" })}><Plus aria-hidden="true" /> New form</Button> : undefined}
            />
          )
        }
        label="Forms"
        getId={(f) => f.id}
        getTitle={(f) => f.title}
        onReorder={mayUpdate && !state.search ? (ids) => ordering.mutateAsync(ids) : undefined}
        renderCard={(f, handle) => (
          <ContentCard
            title={f.title}
            href={`/form/${f.id}/edit`}
            thumbnail={f.thumbnail}
            icon={ClipboardList}
            handle={handle}
            muted={!f.enabled}
            menu={menu(f)}
            detail={`${formatCount(f.questions, "question")} · ${formatCount(f.respondents, "response")}`}
            badges={
              <>
                {f.is_public ? <Badge variant="primary">Public link</Badge> : <Badge variant="outline">Sent only</Badge>}
                {!f.enabled && <Badge variant="warning">Disabled</Badge>}
              </>
            }
          />
        )}
      />

      <NameDialog
        key={dialog?.kind === "new" ? "new" : "new-closed"}
        open={dialog?.kind === "new"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="New form"
        description="Give it a title; you add the questions next."
        label="Title"
        initial=""
        submitText="Create"
        busyText="Creating"
        maxLength={FORM_TITLE_MAX}
        check={titleError}
        onSubmit={async (title) => {
          const res = await formCalls.create(title, folderId || null);
          toast.success(FORM_MSG.created);
          await refresh();
          router.push(`/form/${res.data.id}/edit`);
        }}
      />
      <NameDialog
        key={dialog?.kind === "rename" ? `rename-${dialog.form.id}` : "rename"}
        open={dialog?.kind === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename form"
        label="Title"
        initial={dialog?.kind === "rename" ? dialog.form.title : ""}
        submitText="Rename"
        busyText="Renaming"
        maxLength={FORM_TITLE_MAX}
        check={titleError}
        onSubmit={(title) => run(() => formCalls.rename(dialog?.kind === "rename" ? dialog.form.id : 0, title))}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Are you sure?"
        description={dialog?.kind === "delete" ? `“${dialog.form.title}” and all its responses will be deleted. This cannot be undone.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => run(() => formCalls.remove(dialog?.kind === "delete" ? [dialog.form.id] : [])).then(() => setDialog(null))}
      />
      <MoveFormDialog
        key={dialog?.kind === "move" ? `move-${dialog.form.id}` : "move"}
        title={dialog?.kind === "move" ? dialog.form.title : ""}
        open={dialog?.kind === "move"}
        onOpenChange={(o) => !o && setDialog(null)}
        onMove={(target) => run(() => formCalls.move(dialog?.kind === "move" ? [dialog.form.id] : [], target)).then(() => setDialog(null))}
      />
      {folderDialogs.dialogs}
      <ShareDialog
        open={dialog?.kind === "share"}
        onOpenChange={(o) => !o && setDialog(null)}
        asset={dialog?.kind === "share" ? { type: "form", id: dialog.form.id, name: dialog.form.title } : null}
        item="Form"
        targets={copyTargets}
        canUpdate={mayUpdate}
        canCopy
      />
      <SendFormDialog
        formIds={dialog?.kind === "send" ? [dialog.form.id] : []}
        label={dialog?.kind === "send" ? dialog.form.title : ""}
        open={dialog?.kind === "send"}
        onOpenChange={(o) => !o && setDialog(null)}
      />
    </div>
  );
}
