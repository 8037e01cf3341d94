import fc from "fast-check";

/** A JSON-schema property as @fastify/swagger publishes it (only what the generators look at). */
export interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: PropertySchema;
  anyOf?: PropertySchema[];
}

export interface BodySchema {
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

const oddStrings = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }), // lone surrogates, control characters
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e\u202d",
    "🙂".repeat(50),
    "a\u0301".repeat(40),
    "<script>alert(1)</script>",
    "'; DROP TABLE subscribers; --",
    "../../etc/passwd",
    "${jndi:ldap://x}",
    "%00",
    "\r\n\r\n",
    "null",
    "[object Object]",
  ),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => "x ".repeat(n / 2)), // huge
  fc.integer({ min: 10, max: 3000 }).map((n) => "Lorem ipsum dolor sit amet. ".repeat(n / 10)),
);

/** Values of every JSON type, including nested ones. */
const anyJson = fc.oneof(
  { depthSize: "small" },
  fc.jsonValue({ maxDepth: 4 }),
  oddStrings,
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Deeply nested arrays/objects as JSON text (parsers and validators must not blow the stack). */
const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.constantFrom("text", "prompt", "a"))
  .map(([depth, key]) => `{"${key}":${'{"a":['.repeat(depth)}"leaf"${"]}".repeat(depth)}}`);

function valueFor(prop: PropertySchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [anyJson];
  if (prop.enum)
    options.push(fc.constantFrom(...prop.enum), fc.constantFrom(...prop.enum), fc.constantFrom(...prop.enum));
  const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
  if (type === "string") options.push(oddStrings, oddStrings);
  if (type === "number" || type === "integer") {
    options.push(fc.double({ min: (prop.minimum ?? -10) - 5, max: (prop.maximum ?? 10) + 5, noNaN: true }));
  }
  if (type === "array") options.push(fc.array(prop.items ? valueFor(prop.items) : anyJson, { maxLength: 50 }));
  if (type === "boolean") options.push(fc.boolean());
  return fc.oneof(...options);
}

/** JSON text of objects shaped like the body schema with fields dropped, mutated, or added. */
export function bodyFor(schema: BodySchema | undefined): fc.Arbitrary<string> {
  const props = Object.entries(schema?.properties ?? {});
  const shaped = fc
    .tuple(
      ...props.map(([, p]) => fc.option(valueFor(p), { freq: 4 })),
      fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 4 }),
    )
    .map((values) => {
      const extra = values.pop() as Record<string, unknown>;
      const body: Record<string, unknown> = { ...extra };
      props.forEach(([name], i) => {
        if (values[i] !== null) body[name] = values[i];
      });
      return body;
    });
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: deepNesting },
  );
}

interface RawRequest {
  contentType: string | undefined;
  payload: string | Buffer;
}

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
export const rawBody: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.record({
    contentType: fc.constant("application/json"),
    payload: fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom(
        "{",
        '{"text":',
        '{"text": "\\ud800"}',
        "[1,2,",
        "\u0000",
        "{}{}",
        '{"__proto__": {"x": 1}}',
        '{"constructor": {"prototype": {"polluted": true}}}',
      ),
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/xml",
      "application/x-www-form-urlencoded",
      "image/png",
      "application/json; charset=latin1",
      "multipart/form-data; boundary=x",
      undefined,
    ),
    payload: fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
    ),
  }),
);
