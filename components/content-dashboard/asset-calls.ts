import { folderCalls } from "@/lib/folders/hooks";
import type { AssetType } from "@/lib/folders/constants";
import { apiFetch } from "@/lib/http/client";
import { nounsOf, type AssetDashboardDecl, type CallReply } from "./asset-dashboard-types";

type Reply = { message?: string } & Record<string, unknown>;

/** The declared toast when the answer carries no message of its own. */
const withMessage = (message: string | undefined) => (r: unknown): Reply => {
  const reply = (r ?? {}) as Reply;
  return message && !reply.message ? { ...reply, message } : reply;
};

/**
 * A dashboard's calls: the module's own where it declares them, else the standard paths every
 * asset module answers (`PATCH /{type}/rename`, `POST /{type}/duplicate`, `DELETE /{type}/delete`),
 * each answering the message its toast shows.
 */
export function assetCalls<T extends { id: number }>(d: AssetDashboardDecl<T>) {
  const own = d.calls ?? {};
  const m = d.messages ?? {};
  const rename = own.rename ?? ((id: number, name: string) => apiFetch<CallReply>(`/${d.type}/rename`, { method: "PATCH", body: { id, [d.name.key]: name } }));
  const duplicate = own.duplicate ?? ((id: number) => apiFetch<CallReply>(`/${d.type}/duplicate`, { method: "POST", body: { id } }));
  const remove = own.remove ?? ((ids: number[]) => apiFetch<CallReply>(`/${d.type}/delete`, { method: "DELETE", body: { ids } }));
  const create = own.create;
  return {
    create: create && ((name: string, folderId: number) => create(name, folderId).then(withMessage(m.created)) as Promise<Reply & { data: { id: number } }>),
    rename: (id: number, name: string) => rename(id, name).then(withMessage(m.renamed)),
    duplicate: (id: number) => duplicate(id).then(withMessage(m.duplicated)),
    remove: (ids: number[]) => remove(ids).then(withMessage(m.deleted)),
    move: (ids: number[], folderId: number) => folderCalls(d.area as AssetType).move(ids, folderId).then(withMessage(`${nounsOf(d).item} moved successfully!`)),
  };
}
