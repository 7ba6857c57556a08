type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  $ref?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  minLength?: number;
  maximum?: number;
  minimum?: number;
  default?: unknown;
};

export type Components = Record<string, Schema>;

function resolve(s: Schema | undefined, components: Components): Schema | undefined {
  if (!s) return s;
  if (s.$ref) return resolve(components[s.$ref.split("/").pop()!], components);
  if (s.allOf) {
    const parts = s.allOf.map((p) => resolve(p, components) ?? {});
    return {
      type: "object",
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return s;
}

function typeOf(s: Schema | undefined, components: Components): string {
  const r = resolve(s, components);
  if (!r) return "any";
  if (r.enum) return r.enum.map((e) => JSON.stringify(e)).join(" | ");
  if (r.anyOf) return r.anyOf.map((a) => typeOf(a, components)).join(" | ");
  const t = Array.isArray(r.type) ? r.type.join(" | ") : (r.type ?? "object");
  if (t === "array") return `${typeOf(r.items, components)}[]`;
  return t;
}

/** One level of an object schema as a field table. */
export function SchemaFields({ schema, components }: { schema: Schema | undefined; components: Components }) {
  const r = resolve(schema, components);
  const props = Object.entries(r?.properties ?? {});
  if (!props.length) return <p className="text-xs text-muted-foreground">{typeOf(schema, components)}</p>;
  return (
    <table className="w-full text-left text-xs">
      <tbody>
        {props.map(([name, p]) => (
          <tr key={name} className="border-t border-border first:border-t-0">
            <td className="py-1.5 pr-3 font-mono text-foreground">
              {name}
              {r?.required?.includes(name) ? <span className="text-danger-strong"> *</span> : null}
            </td>
            <td className="py-1.5 font-mono text-muted-foreground">{typeOf(p, components)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
