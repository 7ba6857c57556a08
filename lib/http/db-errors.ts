import { AppError, validationError } from "./errors";

/**
 * One map from database errors to the spec's answers, so input a user can type is never a 500.
 * postgres-js puts the SQLSTATE on the error; PGlite too; drizzle may wrap either in `cause`.
 */
type PgError = { code?: string; detail?: string; constraint_name?: string; constraint?: string; column_name?: string; column?: string };

function pgError(err: unknown): PgError | null {
  for (let e = err as { cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = (e as PgError).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return null;
}

/** `Key (email, location_id)=(…) already exists.` -> "email" (the first column named). */
function keyField(detail: string | undefined): string | null {
  const m = detail?.match(/Key \(([^),]+)/);
  return m ? m[1].trim().replace(/^lower\((.*)\)$/, "$1") : null;
}

const humanField = (f: string) => f.replace(/_id$/, "").replace(/_/g, " ");

export function dbErrorToAppError(err: unknown): AppError | null {
  const pg = pgError(err);
  if (!pg?.code) return null;
  switch (pg.code) {
    case "23505": {
      const field = keyField(pg.detail) ?? pg.column_name ?? pg.column ?? "id";
      return validationError({ [field]: [`The ${humanField(field)} has already been taken.`] });
    }
    case "23503": {
      const field = keyField(pg.detail) ?? pg.column_name ?? pg.column ?? "id";
      // Deleting a row others still point at, or pointing at a row that is not there.
      return validationError({ [field]: [`The selected ${humanField(field)} is invalid or still in use.`] });
    }
    case "23502": {
      const field = pg.column_name ?? pg.column ?? "body";
      return validationError({ [field]: [`The ${humanField(field)} field is required.`] });
    }
    case "22001": // value too long
    case "22003": // numeric out of range
    case "22007": // invalid datetime format
    case "22008": // datetime out of range
    case "22021": // invalid byte sequence (NUL)
    case "22P02": // invalid text representation
    case "22P05": // untranslatable character
    case "2201B": // invalid regular expression
    case "22025": // invalid escape sequence
      return validationError({ body: ["The given data was invalid."] }, "The given data was invalid.");
    case "P0002": // no_data_found
      return new AppError(404, "Record not found.");
    default:
      return null;
  }
}
