import "server-only";
import { perIpLimit } from "@/lib/http/rate-limit";

/** Public checkout calls a minute per caller address (card testing is what this slows down). */
export const publicLimit = perIpLimit("checkout", 60, 60_000);
