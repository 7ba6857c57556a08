"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowLeft, ExternalLink, Send } from "lucide-react";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { can } from "@/lib/auth/permissions";
import { publicFormPath } from "@/lib/forms/constants";
import { useFormDetails, useQuestions, type FormDetails, type Question } from "@/lib/forms/hooks";
import { FormAnalytics } from "./form-analytics";
import { FormResponses } from "./form-responses";
import { FormSettings } from "./form-settings";
import { QuestionList } from "./question-list";
import { SendFormDialog } from "./send-form-dialog";

const TABS = ["questions", "settings", "responses", "analytics"] as const;
type Tab = (typeof TABS)[number];

/** FormEdit (/form/{form}/edit): the builder, its settings, responses and analytics. */
export function FormEditor({ initial, initialQuestions, access, origin, tab: initialTab }: { initial: FormDetails; initialQuestions: Question[]; access: ListAccess; origin: string; tab?: string }) {
  const details = useFormDetails(initial.id, initial).data ?? initial;
  const questions = useQuestions(initial.id, initialQuestions).data ?? initialQuestions;
  const [tab, setTab] = useState<Tab>((TABS as readonly string[]).includes(initialTab ?? "") ? (initialTab as Tab) : "questions");
  const [sending, setSending] = useState(false);
  const mayUpdate = can(access, "forms", "update");
  const link = `${origin}${publicFormPath(details.url)}`;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href="/forms" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> Forms
        </Link>
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2.5">
            <h1 className="min-w-0 text-xl leading-7 font-semibold [overflow-wrap:anywhere] text-foreground">{details.title}</h1>
            {!details.enabled && <Badge variant="warning">Disabled</Badge>}
          </div>
          <div className="flex flex-wrap gap-2">
            {details.is_public === 1 && (
              <Button asChild variant="outline">
                <a href={publicFormPath(details.url)} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" /> Open public form
                </a>
              </Button>
            )}
            {mayUpdate && (
              <Button onClick={() => setSending(true)}>
                <Send aria-hidden="true" /> Send to contacts
              </Button>
            )}
          </div>
        </div>
        {details.is_public === 1 && (
          <div className="max-w-xl">
            <CopyField id="form-link" label="Public link" value={link} item="Link" />
          </div>
        )}
      </header>

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label="Form editor" className="max-w-full overflow-x-auto">
          <TabsTrigger value="questions">Questions ({questions.length})</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="responses">Responses ({details.respondents})</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="questions" className="pt-4">
          <QuestionList formId={details.id} questions={questions} canEdit={mayUpdate} />
        </TabsContent>
        <TabsContent value="settings" className="pt-4">
          <FormSettings details={details} canEdit={mayUpdate} origin={origin} />
        </TabsContent>
        <TabsContent value="responses" className="pt-4">
          <FormResponses formId={details.id} canDelete={can(access, "forms", "delete")} />
        </TabsContent>
        <TabsContent value="analytics" className="pt-4">
          <FormAnalytics formId={details.id} />
        </TabsContent>
      </Tabs>
      <SendFormDialog formIds={[details.id]} label={details.title} open={sending} onOpenChange={setSending} />
    </div>
  );
}
