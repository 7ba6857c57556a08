import { z } from "@hono/zod-openapi";

export const activityItem = z.object({
  id: z.number(),
  module: z.string(),
  action: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  contact_id: z.number().nullable(),
  user_id: z.number().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.date(),
});

export const activityModuleCount = z.object({ module: z.string(), label: z.string(), count: z.number(), latest_at: z.date().nullable() });
