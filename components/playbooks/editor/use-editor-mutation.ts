/** Every editor write refreshes the playbook (details, dashboard cards) and shows its toast. */
import { useApiMutation, type ApiMutationOptions } from "@/components/form/use-api-mutation";
import { playbookKeys } from "@/lib/playbooks/hooks";

export function useEditorMutation<TVars, TData>(options: Omit<ApiMutationOptions<TVars, TData>, "invalidate">) {
  return useApiMutation<TVars, TData>({ ...options, invalidate: [playbookKeys.all] });
}
