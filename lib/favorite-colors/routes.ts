import { defineModule } from "@/lib/http/module";
import { del, get, post } from "@/lib/http/route";
import { dataOf, idParam, statusOk } from "@/lib/http/schemas";
import { favoriteColor, favoriteColorList, favoriteColorStore } from "./schemas";
import { deleteFavoriteColor, listFavoriteColors, storeFavoriteColor } from "./service";

// Every member who edits content uses colour pickers (templates, pages, playbooks, forms…),
// so no area gates the location's favourite colours.
const scoped = { tenancy: "location" } as const;

export const favoriteColorsModule = defineModule("favorite-colors", [
  get("/favorite-color/list", { ...scoped, summary: "The location's favourite colours, oldest first", response: favoriteColorList },
    ({ db, ctx }) => listFavoriteColors(db, ctx)),
  post("/favorite-color/store", { ...scoped, summary: "Keeps a colour (24 at most)", body: favoriteColorStore, response: dataOf(favoriteColor), status: 201 },
    ({ db, ctx, body }) => storeFavoriteColor(db, ctx, body.color)),
  del("/favorite-color/{id}/delete", { ...scoped, summary: "Removes a favourite colour", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteFavoriteColor(db, ctx, params.id)),
]);
