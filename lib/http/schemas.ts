import { z } from "@hono/zod-openapi";

/**
 * Schema pieces every module's routes share, so ids, pages and plain answers are declared
 * the same way everywhere (and bad input answers 422 the same way everywhere).
 */

/** PostgreSQL `integer` ids: anything past int32 cannot name a row, so it is a 422, not a 500. */
export const INT32_MAX = 2_147_483_647;
export const id = (field = "id") =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .positive({ error: `The ${field} must be positive.` })
    .max(INT32_MAX, { error: `The ${field} is not a valid id.` });

/** A JSON list of 1..max ids (`ids: [1, 2]`); each bad item answers on its own index. */
export const idList = (field: string, max: number) =>
  z
    .array(id(`${field}.*`), { error: (iss) => (iss.input === undefined ? `The ${field} field is required.` : `The ${field} field must be a list of ids.`) })
    .min(1, { error: `The ${field} field is required.` })
    .max(max, { error: `The ${field} may not have more than ${max} items.` });

/** `{ id }` in the path. */
export const idParam = z.object({ id: id() });

/** Text a user types: NUL cannot be stored by PostgreSQL, so it is refused with the field's name. */
export const text = (field: string) =>
  z.string({ error: `The ${field} field must be a string.` }).refine((v) => !v.includes("\u0000"), { error: `The ${field} may not contain NUL characters.` });

/** `{ data: T }`, the spec's wrapper for one record or a plain list. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{ status: 1 }` (and an optional message), what the spec's operations answer. */
export const statusOk = z.object({ status: z.number().int(), message: z.string().optional() });
