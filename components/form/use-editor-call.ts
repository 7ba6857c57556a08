"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { handleApiError } from "@/lib/http/handle-error";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/**
 * An editor's call run in place (a button in a list, a drag): the answer's message is the
 * toast, a failure goes through the shared handler, and the editor's queries (`invalidate`, a
 * module's key prefix) refresh either way, so the screen shows what the server holds. Answers
 * whether the call succeeded. Forms use useApiMutation instead (their 422s land on fields).
 */
export function useEditorCall(invalidate: QueryKey) {
  const queryClient = useQueryClient();
  return async (work: () => Promise<{ message?: string }>) => {
    try {
      const res = await work();
      if (res.message) toast.success(res.message);
      return true;
    } catch (e) {
      handleApiError(e);
      return false;
    } finally {
      await refreshAfterWrite(queryClient, [invalidate]);
    }
  };
}
