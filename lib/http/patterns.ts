/**
 * Regular expressions that request schemas validate with. Each also becomes the OpenAPI
 * document's `pattern`, which JSON Schema reads as an ECMA-262 pattern without flags:
 * zod-to-openapi prints `re.toString()` minus its slashes, so a flag would land inside the
 * pattern ("^#[0-9a-f]{6}$/i", which no value matches). Patterns here carry no flags: spell
 * out both cases. tests/integration/openapi-patterns.test.ts checks every served pattern.
 * No imports: client forms use these too.
 */

/** A colour as every picker sends it: #rrggbb, either case. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
