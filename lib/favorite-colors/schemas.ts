import { z } from "@hono/zod-openapi";
import { FAVORITE_COLOR_MSG, HEX_COLOR } from "./constants";

export const favoriteColor = z.object({ id: z.number().int(), color: z.string() }).openapi("FavoriteColor");
export const favoriteColorList = z.object({ data: z.array(favoriteColor) });
export const favoriteColorStore = z.object({
  color: z.string({ error: "The color field is required." }).trim().regex(HEX_COLOR, { error: FAVORITE_COLOR_MSG.invalid }).transform((c) => c.toLowerCase()),
});
