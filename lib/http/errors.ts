/** Errors a service throws; mapped to the spec's wire shapes in one place (lib/http/app.ts). */
export class AppError extends Error {
  constructor(
    public status: 401 | 403 | 404 | 409 | 422 | 429,
    message: string,
    public body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "Record") => new AppError(404, `${what} not found.`);
export const forbidden = (message = "This action is unauthorized.") => new AppError(403, message);
export const unauthenticated = () => new AppError(401, "Unauthenticated.");

/** Laravel-style validation error: 422 { message, errors: { field: [msg] } }. */
export function validationError(errors: Record<string, string[]>, message?: string) {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return new AppError(422, message ?? first, { errors });
}

/** Plan limits: 422 { message, limit_exceed: true }. */
export const limitExceeded = (message: string) => new AppError(422, message, { limit_exceed: true });
