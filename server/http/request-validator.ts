import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract, type Contract, type ContractOperation } from './contract';

const DOC_ID = 'openapi.json';
/** Annotation keywords OpenAPI adds to JSON Schema; they do not validate anything. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

function collectVendorKeywords(node: unknown, into: Set<string>) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-')) into.add(key);
    collectVendorKeywords(value, into);
  }
}

function newAjv(document: unknown, coerceTypes: boolean | 'array') {
  // Ajv's CommonJS default export needs unwrapping under ESM.
  const AjvClass = ((Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020) as typeof Ajv2020;
  const ajv = new AjvClass({ allErrors: true, strict: true, strictRequired: false, coerceTypes, useDefaults: true });
  const format = ((addFormats as unknown as { default?: typeof addFormats }).default ??
    addFormats) as typeof addFormats;
  format(ajv);
  const vendor = new Set<string>();
  collectVendorKeywords(document, vendor);
  ajv.addVocabulary([...OPENAPI_KEYWORDS, ...vendor]);
  const schemas = (document as { components?: { schemas?: unknown } }).components?.schemas ?? {};
  ajv.addSchema({ $id: DOC_ID, $defs: anchor(schemas) as object });
  return ajv;
}

/** Rewrites `#/components/schemas/X` refs to the shared `$defs`, so a schema taken out of the document resolves them. */
function anchor(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/schemas/', `"${DOC_ID}#/$defs/`));
}

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  const params = error.params as Record<string, unknown>;
  const extra = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  return extra ? (path ? `${path}.${extra}` : extra) : path;
}

function sentence(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldOf(error) || 'body';
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'type':
      return `${field} must be ${params.type === 'integer' ? 'a whole number' : `of type ${String(params.type)}`}`;
    case 'format':
      return `${field} must be a valid ${String(params.format).replace('uri', 'URL')}`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
      return `${field} has an invalid format`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

export interface ValidationProblem {
  field: string;
  message: string;
}

/** An unpaired UTF-16 surrogate: JSON can carry one (`"\ud800"`), UTF-8 and PostgreSQL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character, which is not allowed in text';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

/**
 * Text the database cannot store, anywhere in a request (values and keys, files' names): PostgreSQL refuses NUL in
 * text and lone surrogates in JSON, so each is refused here by the field that holds it, before any handler runs.
 */
function unstorableText(value: unknown, path = ''): ValidationProblem[] {
  const at = (key: string) => (/^\d+$/.test(key) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
  const named = (field: string, why: string) => [{ field, message: `${field || 'body'} ${why}` }];
  if (typeof value === 'string') {
    const why = unstorable(value);
    return why ? named(path, why) : [];
  }
  if (value instanceof File) {
    const why = unstorable(value.name);
    return why ? named(path, `has a file name that ${why}`) : [];
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const why = unstorable(key);
    // A bad key is named by the object holding it: printing the key itself would print the bad text.
    return why ? named(path, `has a field name that ${why}`) : unstorableText(inner, at(key));
  });
}

/** Validates request bodies and parameters against the schemas of openapi.yaml; no schema is restated in code. */
export class RequestValidator {
  private readonly bodies: ReturnType<typeof newAjv>;
  private readonly params: ReturnType<typeof newAjv>;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly contract: Contract) {
    this.bodies = newAjv(contract.document, false);
    // 'array': a form field sent once (one file of an upload whose schema lists files) counts as a list of one.
    this.params = newAjv(contract.document, 'array');
  }

  /** Compiles every validator now, so a broken schema fails the start rather than a request. */
  compileAll() {
    for (const op of this.contract.operations) {
      this.bodyValidator(op);
      this.paramsValidator(op, 'query');
      this.paramsValidator(op, 'path');
    }
  }

  private bodyValidator(op: ContractOperation): ValidateFunction | undefined {
    if (!op.bodySchema) return undefined;
    const key = `body:${op.operationId}`;
    let fn = this.cache.get(key);
    // Form fields (URL-encoded or multipart) arrive as strings, so they are coerced to the schema's types like
    // query parameters.
    const ajv =
      op.bodyType === 'application/x-www-form-urlencoded' || op.bodyType === 'multipart/form-data'
        ? this.params
        : this.bodies;
    if (!fn) this.cache.set(key, (fn = ajv.compile(anchor(op.bodySchema) as object)));
    return fn;
  }

  private paramsValidator(op: ContractOperation, where: 'query' | 'path'): ValidateFunction | undefined {
    const params = op.parameters.filter((p) => p.in === where);
    if (params.length === 0) return undefined;
    const key = `${where}:${op.operationId}`;
    let fn = this.cache.get(key);
    if (!fn) {
      const schema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, anchor(p.schema)])),
        required: params.filter((p) => p.required).map((p) => p.name),
      };
      this.cache.set(key, (fn = this.params.compile(schema)));
    }
    return fn;
  }

  private run(fn: ValidateFunction | undefined, value: unknown): ValidationProblem[] {
    const unreadable = unstorableText(value);
    if (unreadable.length > 0) return unreadable;
    if (!fn || fn(value)) return [];
    return (fn.errors ?? []).map((e) => ({ field: fieldOf(e), message: sentence(e) }));
  }

  /**
   * A multipart body's files stand in as empty strings: the schema types them as `format: binary` strings, and
   * what a file holds is for its handler to check (type by content, size).
   */
  validateBody(op: ContractOperation, body: unknown) {
    if (op.bodyType === 'multipart/form-data' && body && typeof body === 'object') {
      const unreadable = unstorableText(body);
      if (unreadable.length > 0) return unreadable;
      const blank = (value: unknown) => (value instanceof File ? '' : value);
      // A field sent several times (files of one upload) arrives as a list.
      const fields = Object.fromEntries(
        Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? value.map(blank) : blank(value)]),
      );
      return this.run(this.bodyValidator(op), fields);
    }
    return this.run(this.bodyValidator(op), body);
  }

  validateQuery(op: ContractOperation, query: Record<string, string>) {
    return this.run(this.paramsValidator(op, 'query'), query);
  }

  validatePath(op: ContractOperation, params: Record<string, string>) {
    return this.run(this.paramsValidator(op, 'path'), params);
  }
}

let compiled: { contract: Contract; validator: RequestValidator } | undefined;

/**
 * openapi.yaml read and every validator compiled, once per process (~1 s): a broken schema fails the first start
 * rather than a request. Both are immutable, so the servers one process starts (tests) share them.
 */
export function compiledContract(): { contract: Contract; validator: RequestValidator } {
  if (!compiled) {
    const contract = loadContract();
    const validator = new RequestValidator(contract);
    validator.compileAll();
    compiled = { contract, validator };
  }
  return compiled;
}
