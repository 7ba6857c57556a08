"use client";

import { useState } from "react";
import { Gift, Pencil, Trash2 } from "lucide-react";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { redeemForm, rewardForm } from "@/lib/contacts/profile-forms";
import { useRewardPoints, useRewards, type Reward, type RewardPage, type RewardPoints } from "@/lib/contacts/profile-hooks";
import { formatDate, formatNumber, isoString } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

type RewardValues = { title: string; points: string };
type RedeemValues = { points: string };

/** Rewards and reward points (doc 2 s2): the balance in the location's points name, entries, send, redeem, edit, delete. */
type RewardsData = { points: RewardPoints; first: RewardPage };

export const rewardsSection = defineProfileSection<RewardsData>({
  id: "rewards",
  title: "Rewards",
  order: 20,
  column: "main",
  // The balance and the first page load side by side (no waterfall).
  useData: (contactId, initial) => useRewardsData(contactId, initial),
  hasContent: ({ points }, ctx) => points.total_points > 0 || points.redeemed_points > 0 || ctx.access.canUpdate,
  Component: RewardsCard,
});

function useRewardsData(contactId: number, initial: RewardsData | undefined) {
  const points = useRewardPoints(contactId, initial?.points);
  const first = useRewards(contactId, 1, initial?.first);
  const data = points.data && first.data ? { points: points.data, first: first.data } : undefined;
  return { data, isError: points.isError || first.isError };
}

function RewardsCard({ data: { points, first }, ctx }: { data: RewardsData; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const [page, setPage] = useState(1);
  const list = useRewards(id, page, first).data;
  const canUpdate = ctx.access.canUpdate;

  const sendForm = useApiForm<RewardValues>(rewardForm, { defaultValues: { title: "", points: "" } });
  const send = useApiMutation({
    mutationFn: (v: RewardValues) => api.post("/contact/send-reward", { body: { contact_id: id, title: v.title, points: Number(v.points) } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
    form: sendForm,
    onSuccess: () => {
      sendForm.reset({ title: "", points: "" });
      setPage(1);
    },
  });
  const redeem = useApiForm<RedeemValues>(redeemForm, { defaultValues: { points: "" } });
  const redeemCall = useApiMutation({
    mutationFn: (v: RedeemValues) => api.post("/contact/redeemed-reward-points", { body: { contact_id: id, points: Number(v.points) } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
    form: redeem,
    onSuccess: () => redeem.reset({ points: "" }),
  });

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Rewards</CardTitle>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <span className="font-semibold text-foreground tabular-nums">{formatNumber(points.points)}</span> {points.point_name}
          <span className="tabular-nums"> · {formatNumber(points.total_points)} earned</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list && list.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Reward entries">
            {list.data.map((r) => (
              <RewardItem key={r.id} reward={r} canUpdate={canUpdate} pointName={points.point_name} />
            ))}
          </ul>
        ) : (
          list && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Gift className="size-4" aria-hidden="true" />
              No rewards yet. Reward a contact for showing up, referrals or milestones.
            </p>
          )
        )}
        {list && list.last_page > 1 && <Pagination page={page} lastPage={list.last_page} total={list.total} perPage={list.per_page} onPageChange={setPage} />}
        {canUpdate && (
          <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <ApiForm form={sendForm} onSubmit={send.mutateAsync} aria-label="Send a reward" className="gap-2">
              <div className="flex flex-wrap items-start gap-2">
                <TextField<RewardValues> name="title" label="Reward for" autoComplete="off" className="min-w-0 flex-1 basis-40" />
                <TextField<RewardValues> name="points" label={points.point_name} inputMode="numeric" autoComplete="off" className="w-24" />
                <SubmitButton busyLabel="Sending" variant="outline" className="mt-6">
                  Send reward
                </SubmitButton>
              </div>
              <FormServerError />
            </ApiForm>
            <ApiForm form={redeem} onSubmit={redeemCall.mutateAsync} aria-label="Redeem points" className="gap-2">
              <div className="flex items-start gap-2">
                <TextField<RedeemValues> name="points" id={`redeem-${id}`} label={`Redeem ${points.point_name.toLowerCase()}`} inputMode="numeric" autoComplete="off" className="min-w-0 flex-1" />
                <SubmitButton busyLabel="Redeeming" variant="outline" className="mt-6" disabled={points.points < 1}>
                  Redeem
                </SubmitButton>
              </div>
              <FormServerError />
            </ApiForm>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RewardItem({ reward, canUpdate, pointName }: { reward: Reward; canUpdate: boolean; pointName: string }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => api.post("/contact/delete-rewards", { body: { ids: [reward.id] } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
  });
  const earned = reward.kind === "earned";
  return (
    <li className="flex min-w-0 items-center gap-3 py-2.5 first:pt-0 last:pb-0">
      <Badge variant={earned ? "success" : "neutral"} className="tabular-nums">
        {earned ? "+" : "−"}
        {formatNumber(reward.points)}
        <span className="sr-only"> {pointName} {earned ? "earned" : "redeemed"}</span>
      </Badge>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-foreground">{reward.title}</p>
        <p className="truncate text-xs text-muted-foreground">
          <time dateTime={isoString(reward.created_at)}>{formatDate(reward.created_at)}</time>
          {reward.created_by && <> · {reward.created_by}</>}
        </p>
      </div>
      {canUpdate && (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon-sm" aria-label={`Edit reward ${reward.title}`} onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label={`Delete reward ${reward.title}`} onClick={() => setConfirming(true)}>
            <Trash2 className="size-3.5" aria-hidden="true" />
          </Button>
        </div>
      )}
      <EditReward open={editing} onOpenChange={setEditing} reward={reward} pointName={pointName} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description="This reward entry will be deleted permanently and the balance changes with it."
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          await remove.mutateAsync();
        }}
      />
    </li>
  );
}

function EditReward({ open, onOpenChange, reward, pointName }: { open: boolean; onOpenChange: (o: boolean) => void; reward: Reward; pointName: string }) {
  const defaults = { title: reward.title, points: String(reward.points) };
  const form = useApiForm<RewardValues>(rewardForm, { defaultValues: defaults, values: open ? defaults : undefined });
  const save = useApiMutation({
    mutationFn: (v: RewardValues) => api.post("/contact/edit-rewards", { body: { id: reward.id, title: v.title, points: Number(v.points) } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title="Edit reward"
      submitLabel="Save"
      size="sm"
    >
      <TextField<RewardValues> name="title" id={`reward-title-${reward.id}`} label="Reward for" autoComplete="off" autoFocus />
      <TextField<RewardValues> name="points" id={`reward-points-${reward.id}`} label={pointName} inputMode="numeric" autoComplete="off" />
    </FormDialog>
  );
}
