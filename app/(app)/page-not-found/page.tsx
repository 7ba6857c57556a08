import { notFound } from "next/navigation";

/**
 * A signed-in user's unknown path, rewritten here by proxy.ts (PATHS.inAppNotFound): the (app)
 * layout checks the session and draws the shell, and its not-found.tsx shows the 404 inside it.
 */
export default function PageNotFound() {
  notFound();
}
