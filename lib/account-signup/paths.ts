/** The screen path of a sign-up step (server pages and client components alike). */
export const stepPath = (token: string, step: string) => `/account/${encodeURIComponent(token)}/${step}`;
