"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";
import { hasPath, renameErrorKeys, SERVER_ERROR, splitServerErrors, successText, type SuccessCopy } from "./server-errors";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";


/** What the hook needs from a react-hook-form form (any form's useForm() result fits). */
export type ErrorTarget = {
  setError: (name: never, error: { type: string; message: string }) => void;
  formState: { defaultValues?: unknown };
};

export type ApiMutationOptions<TVars, TData> = {
  mutationFn: (vars: TVars) => Promise<TData>;
  /**
   * The queries the write makes stale, by the module's key factory: e.g. `[contactKeys.all]`.
   * A prefix key refreshes every list and detail under it.
   */
  invalidate?: QueryKey[] | ((data: TData, vars: TVars) => QueryKey[]);
  /** The spec's success toast ("Profile has been updated successfully!"), or none. */
  success?: SuccessCopy<TData, TVars>;
  /** A form to put the server's 422 field messages on. */
  form?: ErrorTarget;
  /**
   * Server error keys -> the form's fields, when the call answers on other names than the form
   * has ("product-bump-name" -> "name"; "*" matches one segment: "bumps.*.price" -> "price").
   */
  errorFields?: Record<string, string>;
  /**
   * The spec's own failure toast ("Failed to copy {item}!"), shown instead of the shared
   * handler's toast for any failure but 422 field errors (those still land on the form).
   */
  failure?: string;
  onSuccess?: (data: TData, vars: TVars) => void;
};

/**
 * The one mutation hook: runs the call, on success refreshes the named queries and shows the
 * spec's toast; on failure goes through the shared handler (doc 1 s8), which puts 422 field
 * messages on the form's fields and shows "Unable to submit form, Please correct all the errors!".
 */
export function useApiMutation<TVars, TData = unknown>({
  mutationFn,
  invalidate,
  success,
  form,
  errorFields,
  failure,
  onSuccess,
}: ApiMutationOptions<TVars, TData>) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVars>({
    mutationFn,
    onSuccess: async (data, vars) => {
      const keys = typeof invalidate === "function" ? invalidate(data, vars) : (invalidate ?? []);
      const text = successText(success, data, vars);
      if (text) toast.success(text);
      onSuccess?.(data, vars);
      await refreshAfterWrite(queryClient, keys);
    },
    onError: (err) => {
      const fieldErrors = err instanceof ApiError && err.status === 422 && !!err.body?.errors;
      if (failure && !fieldErrors) toast.error(failure);
      handleApiError(err, {
        silent: !!failure && !fieldErrors,
        setFieldErrors: form
          ? (errors) => {
              const defaults = form.formState.defaultValues ?? {};
              const split = splitServerErrors(errorFields ? renameErrorKeys(errors, errorFields) : errors, (path) => hasPath(defaults, path));
              for (const [path, message] of Object.entries(split.fields)) {
                form.setError(path as never, { type: "server", message });
              }
              if (split.other.length) form.setError(SERVER_ERROR as never, { type: "server", message: split.other.join(" ") });
            }
          : undefined,
      });
    },
  });
}
