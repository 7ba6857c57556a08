"use client";

import { useRef, useState } from "react";
import { Camera } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { uploadFile } from "@/components/form/use-file-upload";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { contactKeys, type ContactDetail } from "@/lib/contacts/hooks";

/**
 * The contact's photo: stored through the platform's file storage (POST /file-upload, which
 * checks and re-encodes the image), then set with PATCH /contact/{id}/update-photo.
 */
export function ProfilePhoto({ contact, name, canUpdate }: { contact: ContactDetail; name: string; canUpdate: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const setPhoto = useApiMutation({
    mutationFn: async (file: File | null) => {
      let fileId: number | null = null;
      if (file) {
        setUploading(true);
        fileId = (await uploadFile(file)).id;
      }
      return api.patch("/contact/{id}/update-photo", { params: { id: contact.id }, body: { file_id: fileId } });
    },
    invalidate: [contactKeys.all],
    success: (d) => d.message,
  });
  const busy = uploading || setPhoto.isPending;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      await setPhoto.mutateAsync(file);
    } catch {
      // The shared handler has told the user (e.g. the file is not an image).
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  if (!canUpdate) return <Avatar name={name} src={contact.photo} size="lg" decorative />;
  return (
    <div className="relative shrink-0 self-start">
      <Avatar name={name} src={contact.photo} size="lg" decorative />
      <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label="Photo file" onChange={(e) => pick(e.target.files?.[0])} />
      {contact.photo ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon-sm" className="absolute -right-2 -bottom-2 size-6 rounded-full shadow-sm" aria-label="Change photo" disabled={busy}>
              <Camera className="size-3" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => input.current?.click()}>Upload a new photo</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setPhoto.mutate(null)}>Remove photo</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <Button variant="outline" size="icon-sm" className="absolute -right-2 -bottom-2 size-6 rounded-full shadow-sm" aria-label="Upload photo" disabled={busy} onClick={() => input.current?.click()}>
          <Camera className="size-3" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
