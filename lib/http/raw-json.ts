/**
 * A JSON body that is already text — typically built by the database in the same statement
 * as the rows (json_agg / json_build_object) — passed straight through as the response.
 * Parsing it into objects only to serialise it again is most of a list request's CPU.
 * A route handler returns it like any other answer (the kit passes a Response through).
 */
export function rawJson(text: string, status = 200): Response {
  return new Response(text, { status, headers: { "content-type": "application/json" } });
}
