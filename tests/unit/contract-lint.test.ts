import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BaseResolver, createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';

/**
 * Lints openapi.yaml with Redocly's recommended rules, fully offline. The contract has no external $ref, so
 * anything the linter tries to load from outside the file is a bug: the resolver refuses it and a fetch stub
 * fails the test if Redocly reaches for the network anyway.
 */

const CONTRACT_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
const source = readFileSync(CONTRACT_PATH, 'utf8');

class OfflineResolver extends BaseResolver {
  override async loadExternalRef(absoluteRef: string): Promise<never> {
    throw new Error(`openapi.yaml must be self-contained; the linter tried to load ${absoluteRef}`);
  }
}

const fetchSpy = vi.fn(async (input: unknown) => {
  throw new Error(`network access during lint: ${String(input)}`);
});

beforeAll(() => {
  vi.stubGlobal('fetch', fetchSpy);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('openapi.yaml lint', () => {
  it('passes the recommended rules with no errors and no warnings', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Off because three operations succeed with a redirect and have no 2xx answer by design:
        // GET /s/{code} (302 to the original address), POST /checkout/{sessionId} and POST /connect/facebook
        // (303 back to the app).
        // The test below checks the same thing with that exception spelled out.
        'operation-2xx-response': 'off',
      },
    });
    const problems = await lintFromString({
      source,
      absoluteRef: CONTRACT_PATH,
      config,
      externalRefResolver: new OfflineResolver(),
    });
    const lines = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(lines.filter((l) => l.startsWith('error'))).toEqual([]);
    expect(lines).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives every operation an operationId, a tag and a success answer', () => {
    const document = parse(source) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const redirects = new Set(['GET /s/{code}', 'POST /checkout/{sessionId}', 'POST /connect/facebook']);
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (typeof op.operationId !== 'string' || op.operationId === '') problems.push(`${key}: no operationId`);
        if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${key}: no tag`);
        const codes = Object.keys((op.responses ?? {}) as object);
        const success = redirects.has(key)
          ? codes.some((c) => /^3\d\d$/.test(c))
          : codes.some((c) => /^2(\d\d|XX)$/.test(c));
        if (!success) problems.push(`${key}: no ${redirects.has(key) ? '3xx' : '2xx'} answer`);
      }
    }
    expect(problems).toEqual([]);
  });
});
