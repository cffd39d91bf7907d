import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Every object a request may carry is closed in openapi.yaml, so the server's check refuses a field the contract
 * does not list (a stray `url` on a carousel button, a 5,000-character extra) instead of a handler storing it.
 * An object is closed by `additionalProperties: false`, by `unevaluatedProperties: false`, or as a member of an
 * `allOf` whose owner says `unevaluatedProperties: false`. A map (`additionalProperties: <schema>`) is closed to
 * its value's schema.
 *
 * The one exception is the one info.description documents: webhook deliveries (tag `webhooks`), whose providers
 * add fields over time and which are trusted by their signature.
 */

type Node = Record<string, unknown>;
const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Node;
const schemas = ((document.components as Node).schemas ?? {}) as Record<string, Node>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const OPEN_BY_DESIGN_TAGS = new Set(['webhooks']);

function resolve(node: Node, registry: Record<string, Node>): { node: Node; name?: string } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node };
  const name = ref.split('/').pop()!;
  return { node: registry[name] ?? {}, name };
}

/** Where in the request schema each open object is ('CarouselReplyContent.buttons[]', 'body.meta'). */
function openObjects(root: unknown, where: string, seen: Set<string>, closedByOwner = false): string[] {
  if (!root || typeof root !== 'object') return [];
  const { node, name } = resolve(root as Node, schemas);
  if (name) {
    // A named schema met again (a recursive one, or twice in one body) was checked the first time.
    const key = `${name}:${closedByOwner}`;
    if (seen.has(key)) return [];
    seen.add(key);
  }
  const here = name ?? where;
  const found: string[] = [];
  const isObject = node.type === 'object' || node.properties !== undefined;
  const closed = node.additionalProperties === false || node.unevaluatedProperties === false || closedByOwner;
  const map = typeof node.additionalProperties === 'object';
  if (isObject && !closed && !map && node.allOf === undefined) found.push(here);
  for (const [field, inner] of Object.entries((node.properties ?? {}) as Node))
    found.push(...openObjects(inner, `${here}.${field}`, seen));
  for (const key of ['items', 'additionalProperties', 'unevaluatedProperties']) {
    if (node[key] && typeof node[key] === 'object') found.push(...openObjects(node[key], `${here}[]`, seen));
  }
  // unevaluatedProperties on the owner covers what its allOf members declare; an open owner leaves them open.
  const ownerClosed = node.unevaluatedProperties === false;
  (node.allOf as unknown[] | undefined)?.forEach((member, i) =>
    found.push(...openObjects(member, `${here}.allOf[${i}]`, seen, ownerClosed)),
  );
  for (const key of ['anyOf', 'oneOf']) {
    (node[key] as unknown[] | undefined)?.forEach((member, i) =>
      found.push(...openObjects(member, `${here}.${key}[${i}]`, seen, ownerClosed)),
    );
  }
  return found;
}

interface RequestBody {
  operation: string;
  tag: string;
  schema: unknown;
}

function requestBodies(): RequestBody[] {
  const bodies: RequestBody[] = [];
  for (const item of Object.values(document.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op?.requestBody) continue;
      const body = resolve(
        op.requestBody as Node,
        ((document.components as Node).requestBodies ?? {}) as Record<string, Node>,
      ).node;
      for (const [type, content] of Object.entries((body.content ?? {}) as Record<string, Node>)) {
        bodies.push({
          operation: `${String(op.operationId)} (${type})`,
          tag: String((op.tags as string[] | undefined)?.[0]),
          schema: content.schema,
        });
      }
    }
  }
  return bodies;
}

describe('openapi.yaml: closed request schemas', () => {
  const bodies = requestBodies();

  it('finds the request bodies of the contract', () => {
    expect(bodies.length).toBeGreaterThan(100);
  });

  it('closes every object of every request body but the webhook deliveries', () => {
    const open = bodies
      .filter((body) => !OPEN_BY_DESIGN_TAGS.has(body.tag))
      .flatMap((body) => openObjects(body.schema, 'body', new Set()).map((where) => `${body.operation}: ${where}`));
    expect(open).toEqual([]);
  });

  it('documents the webhook exception where the conventions say bodies are closed', () => {
    expect(String((document.info as Node).description)).toMatch(
      /Request bodies are closed[^.]*except webhook deliveries/,
    );
    expect(bodies.some((body) => body.tag === 'webhooks')).toBe(true);
  });

  it('counts an object open when nothing closes it', () => {
    const seen = new Set<string>();
    expect(
      openObjects({ type: 'object', properties: { a: { type: 'object', additionalProperties: false } } }, 'body', seen),
    ).toEqual(['body']);
    expect(openObjects({ allOf: [{ type: 'object', properties: {} }] }, 'body', seen)).toEqual(['body.allOf[0]']);
    expect(
      openObjects({ allOf: [{ type: 'object', properties: {} }], unevaluatedProperties: false }, 'body', seen),
    ).toEqual([]);
    expect(openObjects({ type: 'object', additionalProperties: { type: 'string' } }, 'body', seen)).toEqual([]);
  });
});
