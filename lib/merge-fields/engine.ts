import { Liquid } from "liquidjs";
import { validationError } from "@/lib/http/errors";
import { MERGE_MSG } from "./constants";

/** The values a message is rendered with (see context.ts). */
export type MergeValues = {
  contact: Record<string, string>;
  custom: Record<string, string>;
  business: Record<string, string>;
  portal_login_url: string;
  unsubscribe_url: string;
  web_view_url: string;
};

// Coach-written liquid is untrusted: no file system (include/render/layout find nothing), a
// variable that does not exist is an error, and loops are bounded in time and memory.
const noFiles = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => "",
  readFileSync: () => "",
  resolve: (_root: string, file: string) => file,
};
const options = { relativeReference: false, strictVariables: true, strictFilters: true, ownPropertyOnly: true, fs: noFiles, root: [], renderLimit: 1000, parseLimit: 100_000, memoryLimit: 10_000_000 };
const html = new Liquid({ ...options, outputEscape: "escape" });
const plain = new Liquid(options);

/** The liquid error as the 422 message a coach can act on. */
function explain(e: unknown): string {
  const err = e as { name?: string; message?: string };
  const first = (err.message ?? String(e)).split("\n")[0].replace(/, line:\d+, col:\d+$/, "");
  const unknown = /^undefined variable: (.+)$/.exec(first);
  return unknown ? MERGE_MSG.unknown(unknown[1]) : MERGE_MSG.syntax(first);
}

/**
 * Renders one field (a subject, an email body, an SMS). `escape`: values are HTML-escaped (email
 * bodies). An unknown merge field or a syntax error is a 422 on `field`.
 */
export async function renderField(source: string, values: MergeValues, field: string, escape = false): Promise<string> {
  try {
    return await (escape ? html : plain).parseAndRender(source, values);
  } catch (e) {
    throw validationError({ [field]: [explain(e)] });
  }
}
