/**
 * Client queries of the files assigned to a contact (the profile's files section). Keys start
 * with contactKeys.all like every profile section's, and the library's own writes (rename,
 * delete) refresh them through contactFileKeys.all.
 */
import { useEffect } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { handleApiError } from "@/lib/http/handle-error";

export const CONTACT_FILES_PER_PAGE = 10;

export type ContactFilePage = ApiAnswer<"get", "/file/{contactId}/list">;
export type ContactFile = ContactFilePage["data"][number];

export const contactFileKeys = {
  all: [...contactKeys.all, "files"] as const,
  page: (contactId: number, page: number) => [...contactKeys.all, "files", contactId, page] as const,
  choices: () => [...contactKeys.all, "files", "choices"] as const,
};

export function useContactFiles(contactId: number, page: number, initialData?: ContactFilePage) {
  const q = useQuery({
    queryKey: contactFileKeys.page(contactId, page),
    queryFn: ({ signal }) => api.get("/file/{contactId}/list", { params: { contactId }, query: { page, per_page: CONTACT_FILES_PER_PAGE }, signal }),
    initialData: page === 1 ? initialData : undefined,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // A list load only logs (doc 1 s8); the section is then left out.
    if (q.error) handleApiError(q.error, { silent: true });
  }, [q.error]);
  return q;
}

/** The library's live files, for the assign dialog's select (loaded when it opens). */
export function useFileChoices(enabled: boolean) {
  return useQuery({
    queryKey: contactFileKeys.choices(),
    queryFn: ({ signal }) => api.get("/file/list-all", { signal }).then((r) => r.data),
    enabled,
  });
}

