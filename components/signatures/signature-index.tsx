"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { ArrowLeft, Pencil, Plus, Signature as SignatureIcon, Trash2 } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListBody, listBodyOf } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { can } from "@/lib/auth/permissions";
import { apiFetch } from "@/lib/http/client";
import { SIGNATURE_MSG } from "@/lib/signatures/constants";
import { signatureKeys, useSignatures, type Signature, type SignatureList } from "@/lib/templates/hooks";
import { SignatureForm } from "./signature-form";

/** SignatureIndex (/template/signatures): the signature manager (doc 2 s2). */
export function SignatureIndex({ initial, userId, access }: { initial: SignatureList; userId: number; access: ListAccess }) {
  const list = useSignatures(initial);
  const [editing, setEditing] = useState<Signature | "new" | null>(null);
  const [deleting, setDeleting] = useState<Signature | null>(null);
  const mayEdit = can(access, "templates", "update");
  const mayDelete = can(access, "templates", "delete");
  const remove = useApiMutation({ mutationFn: (id: number) => apiFetch(`/signature/${id}/delete`, { method: "DELETE" }), invalidate: [signatureKeys.all] });
  const data = list.data;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href="/template" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Templates
        </Link>
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Signatures</h1>
            <p className="text-sm text-muted-foreground">
              {data?.apply_to_all && data.default ? "Your default signature is added to every email you send." : "Sign your emails with your name, photo and links. Make one the default and add it to every email."}
            </p>
          </div>
          {mayEdit && editing === null && <Button onClick={() => setEditing("new")}><Plus aria-hidden="true" /> New signature</Button>}
        </div>
      </header>

      {editing !== null ? (
        <Card className="min-w-0 p-4 sm:p-5">
          <h2 className="mb-4 text-base font-semibold">{editing === "new" ? "New signature" : `Edit ${editing.full_name}`}</h2>
          <SignatureForm key={editing === "new" ? "new" : editing.id} signature={editing === "new" ? null : editing} applyToAll={data?.apply_to_all ?? false} userId={userId} onDone={() => setEditing(null)} />
        </Card>
      ) : (
        <ListBody
          list={listBodyOf(list, (d) => d.signatures.length === 0)}
          what="your signatures"
          noun="signatures"
          loading={<Spinner size="sm" label="Loading signatures" />}
          empty={<ListEmpty icon={SignatureIcon} title="No signatures yet" description="Create one with your name, credentials, photo and social links; it can be added to every email." action={mayEdit ? <Button onClick={() => setEditing("new")}><Plus aria-hidden="true" /> New signature</Button> : undefined} />}
        >
          <ul className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Signatures">
            {(data?.signatures ?? []).map((s) => (
              <li key={s.id} className="min-w-0">
                <Card className="flex h-full min-w-0 flex-col gap-3 p-4">
                  <div className="flex min-w-0 items-center gap-2">
                    <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{s.full_name}</h2>
                    {s.is_default && <Badge variant="primary">Default</Badge>}
                    {s.is_default && data?.apply_to_all && <Badge variant="success">On every email</Badge>}
                  </div>
                  <iframe title={`Signature ${s.full_name}`} sandbox="" srcDoc={`<body style="margin:8px;background:#fff">${s.html}</body>`} className="h-44 w-full rounded-md border border-border bg-white" />
                  <div className="flex flex-wrap gap-2">
                    {mayEdit && <Button variant="outline" size="sm" onClick={() => setEditing(s)}><Pencil aria-hidden="true" /> Edit</Button>}
                    {mayDelete && <Button variant="ghost" size="sm" onClick={() => setDeleting(s)}><Trash2 aria-hidden="true" /> Delete</Button>}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </ListBody>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Are you sure?"
        description={deleting ? `The signature “${deleting.full_name}” will be deleted.${deleting.is_default ? " Emails will no longer get a default signature." : ""}` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id).then(() => toast.success(SIGNATURE_MSG.deleted)).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </div>
  );
}
