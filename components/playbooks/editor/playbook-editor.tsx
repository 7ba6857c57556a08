"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowLeft, Pin, PinOff, Send, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { NameDialog } from "@/components/folders/name-dialog";
import { PLAYBOOK_MSG, TITLE_MAX } from "@/lib/playbooks/constants";
import { playbookCalls, usePlaybookDetails, type PlaybookDetails } from "@/lib/playbooks/hooks";
import { SendPlaybookDialog } from "../send-playbook-dialog";
import { ButtonsPanel } from "./buttons-panel";
import { FaqPanel } from "./faq-panel";
import { SettingsPanel } from "./settings-panel";
import { StepsPanel } from "./steps-panel";
import { useEditorMutation } from "./use-editor-mutation";

const titleError = (v: string) => (!v.trim() ? PLAYBOOK_MSG.titleRequired : v.trim().length > TITLE_MAX ? `The title may not be greater than ${TITLE_MAX} characters.` : null);

/** PlaybookEdit (/playbook/{playbook}/edit): steps, custom buttons, FAQ and settings of one playbook. */
export function PlaybookEditor({ initial, userId, canUpdate, canDelete }: { initial: PlaybookDetails; userId: number; canUpdate: boolean; canDelete: boolean }) {
  const { data } = usePlaybookDetails(initial.id, initial);
  const playbook = data ?? initial;
  const [dialog, setDialog] = useState<"rename" | "send" | null>(null);
  const pin = useEditorMutation({ mutationFn: () => playbookCalls.pin(playbook.id, !playbook.is_pinned), success: (d) => d.message ?? null });
  const allClients = useEditorMutation({ mutationFn: () => playbookCalls.allClients(playbook.id, !playbook.all_clients), success: (d) => d.message ?? null });
  const rename = useEditorMutation({ mutationFn: (title: string) => playbookCalls.rename(playbook.id, title), success: PLAYBOOK_MSG.renamed });

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-3">
        <Link href="/playbooks" className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          <ArrowLeft className="size-4" aria-hidden="true" /> Playbooks
        </Link>
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1 className="text-xl leading-7 font-semibold break-words text-foreground">{playbook.title}</h1>
            <div className="flex flex-wrap gap-1.5">
              {playbook.is_pinned ? <Badge variant="primary">Pinned</Badge> : null}
              <Badge variant={playbook.all_clients ? "success" : "neutral"}>{playbook.all_clients ? "All clients" : "Assigned contacts"}</Badge>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {canUpdate && (
              <>
                <Button variant="outline" size="sm" onClick={() => setDialog("rename")}>
                  Rename
                </Button>
                <Button variant="outline" size="sm" onClick={() => void pin.mutateAsync(undefined).catch(() => {})} loading={pin.isPending} loadingText="Saving">
                  {playbook.is_pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />} {playbook.is_pinned ? "Unpin" : "Pin"}
                </Button>
                <Button variant="outline" size="sm" onClick={() => void allClients.mutateAsync(undefined).catch(() => {})} loading={allClients.isPending} loadingText="Saving">
                  <Users aria-hidden="true" /> {playbook.all_clients ? "Assigned only" : "Show to all clients"}
                </Button>
              </>
            )}
            <Button size="sm" onClick={() => setDialog("send")}>
              <Send aria-hidden="true" /> Send
            </Button>
          </div>
        </div>
      </header>

      <Tabs defaultValue="steps" className="min-w-0">
        <div className="max-w-full overflow-x-auto">
          <TabsList aria-label="Playbook editor">
            <TabsTrigger value="steps">Steps</TabsTrigger>
            <TabsTrigger value="buttons">Buttons</TabsTrigger>
            <TabsTrigger value="faq">FAQ</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="steps" className="min-w-0">
          <StepsPanel playbook={playbook} userId={userId} canUpdate={canUpdate} canDelete={canDelete} />
        </TabsContent>
        <TabsContent value="buttons" className="min-w-0">
          <ButtonsPanel playbookId={playbook.id} buttons={playbook.buttons} canUpdate={canUpdate} />
        </TabsContent>
        <TabsContent value="faq" className="min-w-0">
          <FaqPanel playbookId={playbook.id} faqs={playbook.faqs} canUpdate={canUpdate} userId={userId} />
        </TabsContent>
        <TabsContent value="settings" className="min-w-0">
          <SettingsPanel playbook={playbook} canUpdate={canUpdate} />
        </TabsContent>
      </Tabs>

      <NameDialog
        key={dialog === "rename" ? "rename" : "idle"}
        open={dialog === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Rename playbook"
        label="Title"
        initial={playbook.title}
        submitText="Rename"
        busyText="Renaming"
        maxLength={TITLE_MAX}
        check={titleError}
        onSubmit={async (title) => {
          await rename.mutateAsync(title);
        }}
      />
      <SendPlaybookDialog playbook={playbook} open={dialog === "send"} onOpenChange={(o) => !o && setDialog(null)} />
    </div>
  );
}
