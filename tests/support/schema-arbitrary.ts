import fc from 'fast-check';

/**
 * fast-check values from the JSON schemas of openapi.yaml, with hostile text in every string: what a careless or
 * malicious client could send to an operation. `mode` bends the values away from the schema on purpose:
 * 'hostile' keeps the shapes and types (so a body reaches its handler) with hostile strings, 'wrongTypes' puts a
 * value of another type here and there, 'missing' may leave out required fields.
 */

type Schema = Record<string, unknown>;
export type FuzzMode = 'hostile' | 'wrongTypes' | 'missing';

/** Text a handler and its database must take or refuse cleanly. */
export const HOSTILE_TEXT = [
  'nul\u0000inside',
  'half \ud83d of an emoji',
  '\udc00 lone low surrogate',
  'x'.repeat(5_000),
  '\u202egnp.exe right-to-left override',
  'zero\u200b\u200c\u200d\ufeffwidth',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table events; --",
  '../../../etc/passwd',
  '{{7*7}}${7*7}%s%n',
  'javascript:alert(1)',
  'مرحبا بالعالم',
  '👩🏽‍💻🇺🇸',
  '\u001b[2J\u001b]0;title\u0007',
  ' ',
  '',
];

/** A value that is valid for a string format, so a body can get past its check and reach the handler. */
const FORMAT_SAMPLES: Record<string, string[]> = {
  uri: ['https://www.amazon.com/dp/B08N5WRWNW', 'https://www.walmart.com/ip/123456', 'https://example.com/a?b=<c>'],
  email: ['fuzz@example.com'],
  date: ['2026-01-15'],
  'date-time': ['2026-01-15T10:00:00-08:00'],
  uuid: ['00000000-0000-4000-8000-000000000000'],
};

const wrongType = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant('not-a-number'),
);

export function schemaArbitrary(document: Schema, mode: FuzzMode) {
  const schemas = ((document.components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const resolve = (node: Schema): Schema => {
    let current = node;
    for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1)
      current = schemas[current.$ref.split('/').pop()!] ?? {};
    return current;
  };

  const stringOf = (node: Schema): fc.Arbitrary<string> => {
    const valid: Array<fc.Arbitrary<string>> = [fc.string({ maxLength: Math.min(Number(node.maxLength ?? 40), 40) })];
    const samples = FORMAT_SAMPLES[String(node.format)];
    if (samples) valid.push(fc.constantFrom(...samples));
    if (typeof node.pattern === 'string') {
      try {
        valid.push(fc.stringMatching(new RegExp(node.pattern)).map((s) => s.slice(0, Number(node.maxLength ?? 200))));
      } catch {
        // A pattern JavaScript cannot compile is the validator's business, not the fuzzer's.
      }
    }
    return fc.oneof(fc.constantFrom(...HOSTILE_TEXT), ...valid);
  };

  const of = (input: unknown, depth: number): fc.Arbitrary<unknown> => {
    const node = resolve((input ?? {}) as Schema);
    const inner = ((): fc.Arbitrary<unknown> => {
      if (Array.isArray(node.enum) && node.enum.length > 0) return fc.constantFrom(...(node.enum as unknown[]));
      if ('const' in node) return fc.constant(node.const);
      const members = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
      if (members?.length) return fc.oneof(...members.map((m) => of(m, depth)));
      if (Array.isArray(node.allOf)) return objectOf(mergeAll(node), depth);
      const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
      switch (type) {
        case 'string':
          return node.format === 'binary' ? fc.constant('') : stringOf(node);
        case 'integer':
          return fc.integer({ min: Number(node.minimum ?? -1_000_000), max: Number(node.maximum ?? 1_000_000_000) });
        case 'number':
          return fc.double({ noNaN: true, min: Number(node.minimum ?? -1e9), max: Number(node.maximum ?? 1e12) });
        case 'boolean':
          return fc.boolean();
        case 'array':
          return depth > 4
            ? fc.constant([])
            : fc.array(of(node.items, depth + 1), { maxLength: Math.min(Number(node.maxItems ?? 3), 3) });
        case 'object':
        default:
          return node.properties || type === 'object' ? objectOf(node, depth) : stringOf(node);
      }
    })();
    return mode === 'wrongTypes'
      ? fc.oneof({ arbitrary: inner, weight: 4 }, { arbitrary: wrongType, weight: 1 })
      : inner;
  };

  const mergeAll = (node: Schema): Schema => {
    const merged: Schema = {
      type: 'object',
      properties: { ...((node.properties ?? {}) as Schema) },
      required: [...((node.required ?? []) as string[])],
    };
    for (const member of node.allOf as Schema[]) {
      const part = resolve(member);
      const full = Array.isArray(part.allOf) ? mergeAll(part) : part;
      Object.assign(merged.properties as Schema, full.properties ?? {});
      (merged.required as string[]).push(...((full.required ?? []) as string[]));
    }
    return merged;
  };

  const objectOf = (node: Schema, depth: number): fc.Arbitrary<unknown> => {
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    if (depth > 4) return fc.constant({});
    const record = Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, of(schema, depth + 1)]),
    );
    const required = ((node.required ?? []) as string[]).filter((name) => name in record);
    return fc.record(record, { requiredKeys: mode === 'missing' ? [] : required });
  };

  return (schema: unknown) => of(schema, 0);
}
