import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { dataOf, statusOk } from "@/lib/http/schemas";
import {
  assetTypeParam,
  folderAddAssets,
  folderArchive,
  folderCreate,
  folderDelete,
  folderList,
  folderListQuery,
  folderRow,
  folderSort,
  folderUpdate,
  mainFolder as mainFolderSchema,
} from "./schemas";
import { addAssets, archiveFolder, createFolder, deleteFolder, listFolders, mainFolder, sortFolders, updateFolder } from "./service";

// No route-level permit: each asset type's folders are governed by that type's area (files for
// files and images, playbooks for playbooks…: FOLDER_ASSETS), which the service checks on every
// call, including calls that name only a folder id (the folder's own type decides).
const view = { tenancy: "location" } as const;
const update = { tenancy: "location" } as const;

export const foldersModule = defineModule("folders", [
  get("/folder/{asset_type}/list", { ...view, summary: "Folders under a parent, with the breadcrumb", params: assetTypeParam, query: folderListQuery, response: folderList },
    ({ db, ctx, params, query }) => listFolders(db, ctx, params.asset_type, query)),
  get("/folder/{asset_type}/main", { ...view, summary: "The main folder", params: assetTypeParam, response: mainFolderSchema },
    ({ db, ctx, params }) => mainFolder(db, ctx, params.asset_type)),
  post("/folder/create", { tenancy: "location", summary: "The new folder", body: folderCreate, response: dataOf(folderRow), status: 201 },
    async ({ db, ctx, body }) => ({ data: await createFolder(db, ctx, body) })),
  post("/folder/add-assets", { ...update, summary: "Items moved into a folder (0 = main)", body: folderAddAssets, response: statusOk },
    ({ db, ctx, body }) => addAssets(db, ctx, body)),
  patch("/folder/update", { ...update, summary: "The renamed folder", body: folderUpdate, response: dataOf(folderRow) },
    async ({ db, ctx, body }) => ({ data: await updateFolder(db, ctx, body) })),
  patch("/folder/archive", { ...update, summary: "Archived or restored with its sub-folders", body: folderArchive, response: statusOk },
    ({ db, ctx, body }) => archiveFolder(db, ctx, body)),
  patch("/folder/sort", { ...update, summary: "Sibling folders in a new order", body: folderSort, response: statusOk },
    ({ db, ctx, body }) => sortFolders(db, ctx, body)),
  del("/folder/delete", { tenancy: "location", summary: "Deleted with its sub-folders; items move to the main folder", body: folderDelete, response: statusOk },
    ({ db, ctx, body }) => deleteFolder(db, ctx, body)),
]);
