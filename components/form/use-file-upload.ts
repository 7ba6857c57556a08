"use client";

import { useRef, useState } from "react";
import { handleApiError } from "@/lib/http/handle-error";
import type { ApiAnswer } from "@/lib/api/client";
import { apiFetch } from "@/lib/http/client";

export type UploadedFile = ApiAnswer<"post", "/file-upload">["data"];

/** POST /file-upload: the platform checks the bytes, re-encodes images and stores the file. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.set("file", file);
  return (await apiFetch<ApiAnswer<"post", "/file-upload">>("/file-upload", { method: "POST", body })).data;
}

/**
 * A hidden file input's upload: `inputRef` goes on the input, `choose()` opens it, `upload(file)`
 * stores the file and hands it to `onUploaded`; failures go to the shared error handler, and the
 * input is emptied so the same file can be chosen again.
 */
export function useFileUpload(onUploaded: (file: UploadedFile) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  async function upload(file: File) {
    setUploading(true);
    try {
      onUploaded(await uploadFile(file));
    } catch (err) {
      handleApiError(err);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }
  return { inputRef, uploading, upload, choose: () => inputRef.current?.click() };
}
