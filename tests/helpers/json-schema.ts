/**
 * A small JSON Schema (OpenAPI 3.1) checker for the contract check (tests/helpers/contract.ts):
 * the keywords our generated documents use. Answers the first few problems, each with its path.
 */
type Schema = Record<string, unknown> | boolean;
type Root = { components?: { schemas?: Record<string, Schema> } };

const typeOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function matchesType(type: string, v: unknown): boolean {
  if (type === "integer") return typeof v === "number" && Number.isInteger(v);
  return typeOf(v) === type;
}

export function resolveRef(root: Root, ref: string): Schema {
  const name = ref.replace("#/components/schemas/", "");
  const found = root.components?.schemas?.[name];
  if (found === undefined) throw new Error(`unknown $ref ${ref}`);
  return found;
}

export function validateSchema(root: Root, schema: Schema, value: unknown, at = "", out: string[] = []): string[] {
  if (out.length >= 5 || schema === true) return out;
  if (schema === false) return (out.push(`${at || "/"}: not allowed`), out);
  const s = schema;
  if (typeof s.$ref === "string") validateSchema(root, resolveRef(root, s.$ref), value, at, out);
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((t) => matchesType(t, value))) return (out.push(`${at || "/"}: expected ${types.join("|")}, got ${typeOf(value)}`), out);
  }
  if (s.nullable === true && value === null) return out;
  if ("const" in s && JSON.stringify(s.const) !== JSON.stringify(value)) out.push(`${at || "/"}: expected ${JSON.stringify(s.const)}`);
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) out.push(`${at || "/"}: ${JSON.stringify(value)} not in enum ${JSON.stringify(s.enum).slice(0, 120)}`);
  for (const key of ["anyOf", "oneOf"] as const) {
    const options = s[key] as Schema[] | undefined;
    if (options && !options.some((o) => validateSchema(root, o, value, at, []).length === 0)) {
      out.push(`${at || "/"}: matches none of ${key} (${validateSchema(root, options[0], value, at, []).join("; ").slice(0, 200)})`);
    }
  }
  for (const part of (s.allOf as Schema[] | undefined) ?? []) validateSchema(root, part, value, at, out);
  if (typeof value === "number") {
    if (typeof s.minimum === "number" && value < s.minimum) out.push(`${at}: below minimum ${s.minimum}`);
    if (typeof s.maximum === "number" && value > s.maximum) out.push(`${at}: above maximum ${s.maximum}`);
    if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum) out.push(`${at}: not above ${s.exclusiveMinimum}`);
    if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum) out.push(`${at}: not below ${s.exclusiveMaximum}`);
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof s.minLength === "number" && length < s.minLength) out.push(`${at}: shorter than ${s.minLength}`);
    if (typeof s.maxLength === "number" && length > s.maxLength) out.push(`${at}: longer than ${s.maxLength}`);
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(value)) out.push(`${at}: does not match ${s.pattern}`);
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems) out.push(`${at}: fewer than ${s.minItems} items`);
    if (typeof s.maxItems === "number" && value.length > s.maxItems) out.push(`${at}: more than ${s.maxItems} items`);
    if (s.items !== undefined) value.forEach((v, i) => validateSchema(root, s.items as Schema, v, `${at}/${i}`, out));
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required as string[] | undefined) ?? []) if (!(key in obj)) out.push(`${at}/${key}: required`);
    for (const [key, v] of Object.entries(obj)) {
      if (key in props) validateSchema(root, props[key], v, `${at}/${key}`, out);
      else if (s.additionalProperties !== undefined) validateSchema(root, s.additionalProperties as Schema, v, `${at}/${key}`, out);
    }
  }
  return out;
}
