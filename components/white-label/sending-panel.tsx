"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Mail, MessageSquare } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";

type Status = { email_status: number; sms_status: number };

const CHANNELS = [
  { type: "email", key: "email_status", icon: Mail, label: "Email sending", help: "Emails this location sends to contacts. System emails (sign-in codes, password resets) always go out." },
  { type: "sms", key: "sms_status", icon: MessageSquare, label: "SMS sending", help: "Text messages this location sends to contacts." },
] as const;

/**
 * The kill switches (doc 1 s6; POST /user/update-kill-status) of the accessed location: while a
 * channel is off, every message of it is recorded as blocked and nothing is sent.
 */
export function SendingPanel({ initial, locationName, canUpdate }: { initial: Status; locationName: string; canUpdate: boolean }) {
  const router = useRouter();
  const [status, setStatus] = useState(initial);
  const toggle = useApiMutation({
    mutationFn: (v: { type: "email" | "sms"; status: 0 | 1 }) => api.post("/user/update-kill-status", { body: v }),
    success: (res) => res.message,
    onSuccess: (res) => {
      setStatus(res.data);
      router.refresh(); // the shell's "email sending is off" bar follows the switch
    },
  });

  return (
    <Card className="flex max-w-[720px] flex-col gap-1 p-5">
      <h2 className="text-base font-semibold">Sending for {locationName}</h2>
      <p className="mb-3 text-sm text-muted-foreground">Switch a channel off to stop every message of this location at once; messages sent meanwhile are kept in the logs as blocked.</p>
      <ul className="flex flex-col divide-y divide-border">
        {CHANNELS.map(({ type, key, icon: Icon, label, help }) => {
          const on = status[key] === 1;
          const id = `kill-${type}`;
          return (
            <li key={type} className="flex items-start justify-between gap-4 py-3">
              <div className="flex min-w-0 gap-3">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Label htmlFor={id}>{label}</Label>
                  <p id={`${id}-help`} className="text-sm text-muted-foreground">{help}</p>
                  <p className={on ? "text-sm text-muted-foreground" : "text-sm font-medium text-danger-strong"}>{on ? "On" : "Switched off"}</p>
                </div>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-help`}
                checked={on}
                disabled={!canUpdate || toggle.isPending}
                onCheckedChange={(next) => toggle.mutate({ type, status: next ? 1 : 0 })}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
