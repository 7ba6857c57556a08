import { z } from "zod";
import { SHARE_PERMISSIONS } from "./constants";

/** The share dialog's form (client side): the link's permission and the locations to copy to. */
export const shareForm = z.object({
  permission: z.enum(SHARE_PERMISSIONS, { error: "The selected permission is invalid." }),
  location_ids: z.array(z.number().int().positive()),
});
export type ShareFormValues = z.infer<typeof shareForm>;
