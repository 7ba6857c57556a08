"use client";

import { useRef, useState, type RefObject } from "react";
import { useRouter } from "next/navigation";
import { ImagePlus, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog, returnFocusTo } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { useFileUpload } from "@/components/form/use-file-upload";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { api } from "@/lib/api/client";
import { PROFILE_UPDATED } from "@/lib/users/constants";
import { profileForm } from "@/lib/users/forms";
import type { ShellData } from "@/lib/shell/shell-data";
import { DisableTwofaDialog } from "./disable-twofa-dialog";
import { EnableTwofaDialog } from "./enable-twofa-dialog";

type Values = z.infer<typeof profileForm>;
/** The picture as chosen in the dialog: unchanged, removed, or a new upload (its file id). */
type Picture = { kind: "keep" } | { kind: "remove" } | { kind: "new"; id: number; url: string };

/**
 * Edit Profile (doc 1 s2, from the avatar menu): picture, name, Account Email, Password and
 * Retype Password; the current password confirms a new email or password. Below it, the
 * account's two-factor authentication.
 */
export function EditProfileDialog({
  open,
  onOpenChange,
  user,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ShellData["user"];
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const router = useRouter();
  const defaults: Values = { full_name: user.full_name, email: user.email, password: "", password_confirmation: "", current_password: "" };
  const form = useApiForm(profileForm, { defaultValues: defaults });
  const { reset, watch, formState: { isSubmitting } } = form;
  const [picture, setPicture] = useState<Picture>({ kind: "keep" });
  const [twofaDialog, setTwofaDialog] = useState<"enable" | "disable" | null>(null);
  const { inputRef: fileInput, uploading, upload, choose } = useFileUpload((f) => setPicture({ kind: "new", id: f.id, url: f.url }));
  // The 2FA dialogs replace this one (no stacked dialogs with the same field names): they open
  // once it has closed and let go of focus, as the account menu does for its dialogs.
  const openAfterClose = useRef<"enable" | "disable" | null>(null);

  const email = watch("email");
  const password = watch("password");
  const needsCurrent = email.trim().toLowerCase() !== user.email.toLowerCase() || password !== "";

  const save = useApiMutation({
    mutationFn: (v: Values) =>
      api.patch("/user/update-profile", {
        body: {
          email: v.email,
          full_name: v.full_name,
          ...(picture.kind === "new" ? { profile_pic: picture.id } : picture.kind === "remove" ? { profile_pic: null } : {}),
          ...(v.password ? { password: v.password, password_confirmation: v.password_confirmation } : {}),
          ...(needsCurrent ? { current_password: v.current_password } : {}),
        },
      }),
    success: PROFILE_UPDATED,
    form,
    onSuccess: (res) => {
      reset({ full_name: res.data.full_name, email: res.data.email, password: "", password_confirmation: "", current_password: "" });
      setPicture({ kind: "keep" });
      onOpenChange(false);
      router.refresh(); // the avatar and name in the shell come from the server
    },
  });

  function close(next: boolean) {
    if (isSubmitting || uploading) return;
    if (!next) {
      reset(defaults);
      setPicture({ kind: "keep" });
    }
    onOpenChange(next);
  }


  const shownPic = picture.kind === "new" ? picture.url : picture.kind === "remove" ? null : user.profile_pic;

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={close}
        form={form}
        onSubmit={save.mutateAsync}
        onCloseAutoFocus={(event) => {
          const next = openAfterClose.current;
          if (next) {
            openAfterClose.current = null;
            event.preventDefault();
            setTwofaDialog(next);
            return;
          }
          returnFocusTo(returnFocusRef)(event);
        }}
        title="Edit Profile"
        description="Your picture, name and sign-in details."
        submitLabel="Save"
        submitDisabled={uploading}
        after={
          <>
            <Separator />
            <section aria-labelledby="security-heading" className="flex flex-col gap-3 px-6 pt-4 pb-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <h3 id="security-heading" className="flex items-center gap-2 text-sm font-semibold text-foreground">
                  Two-factor authentication
                  <Badge variant={user.twofa_enabled ? "success" : "neutral"}>{user.twofa_enabled ? "On" : "Off"}</Badge>
                </h3>
                <p className="text-sm text-muted-foreground">
                  {user.twofa_enabled
                    ? "Signing in needs a code from your authenticator app or a recovery code."
                    : "Protect your account with a code from an authenticator app at sign-in."}
                </p>
              </div>
              <Button
                type="button"
                variant={user.twofa_enabled ? "danger-outline" : "outline"}
                className="shrink-0"
                disabled={isSubmitting || uploading}
                onClick={() => {
                  openAfterClose.current = user.twofa_enabled ? "disable" : "enable";
                  close(false);
                }}
              >
                {user.twofa_enabled ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                {user.twofa_enabled ? "Turn off" : "Set up"}
              </Button>
            </section>
          </>
        }
      >
        <div className="flex items-center gap-4">
          <Avatar name={watch("full_name") || user.full_name} src={shownPic} size="lg" decorative />
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              id="profile-picture"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-label="Profile picture"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button type="button" variant="outline" size="sm" loading={uploading} loadingText="Uploading" onClick={choose}>
              <ImagePlus aria-hidden />
              {shownPic ? "Change picture" : "Upload picture"}
            </Button>
            {shownPic && (
              <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => setPicture({ kind: "remove" })}>
                <Trash2 aria-hidden />
                Remove
              </Button>
            )}
          </div>
        </div>
        <TextField<Values> name="full_name" label="Full Name" autoComplete="name" required />
        <TextField<Values> name="email" label="Account Email" type="email" autoComplete="email" required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<Values> name="password" label="Password" type="password" autoComplete="new-password" help="Leave empty to keep your password." />
          <TextField<Values> name="password_confirmation" label="Retype Password" type="password" autoComplete="new-password" />
        </div>
        {needsCurrent && (
          <TextField<Values>
            name="current_password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            help="Confirm it's you: a new email or password needs your current password. A new password signs you out everywhere else."
          />
        )}
      </FormDialog>
      <EnableTwofaDialog open={twofaDialog === "enable"} onOpenChange={(o) => setTwofaDialog(o ? "enable" : null)} returnFocusRef={returnFocusRef} />
      <DisableTwofaDialog open={twofaDialog === "disable"} onOpenChange={(o) => setTwofaDialog(o ? "disable" : null)} returnFocusRef={returnFocusRef} />
    </>
  );
}
