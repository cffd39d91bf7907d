import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/http/contract';
import type { OperationContract } from '../../src/api/typed-operation';

/** Tags whose operations answer browsers, providers and load balancers, not the app. */
const NOT_CALLED_BY_THE_APP = new Set(['webhooks', 'public', 'health']);
const ENCODING: Record<string, OperationContract['bodyAs']> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/**
 * openapi.yaml tags each operation with the spec's call group; the API modules are named for the features
 * (README, feature names). Tags not listed here name their module as they are.
 */
const MODULE_OF_TAG: Readonly<Record<string, string>> = {
  apikeys: 'api-keys',
  autoreply: 'auto-dm',
  biolink: 'bio-link',
  combinelinks: 'combined-links',
  grouplinks: 'group-links',
  landingpages: 'landing-pages',
  linkimport: 'link-import',
  lastupdate: 'last-update',
  shortlinks: 'short-links',
  supportchat: 'support-chat',
  webhookendpoints: 'webhooks',
};

const modules = import.meta.glob<Record<string, unknown>>('../../src/api/*.ts', { eager: true });

/** Every typed call the tag modules export: module name, export name and what it sends where. */
const calls = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(
      (entry): entry is [string, { contract: OperationContract }] =>
        typeof entry[1] === 'function' && 'contract' in entry[1],
    )
    .map(([name, fn]) => ({ module: file.replace(/^.*\/(.+)\.ts$/, '$1'), name, contract: fn.contract })),
);

describe('typed calls against openapi.yaml', () => {
  const contract = loadContract();
  const appOperations = contract.operations.filter((op) => !NOT_CALLED_BY_THE_APP.has(op.tag));

  it('every operation the app calls has exactly one typed call, in its feature module, named by its operationId', () => {
    const expected = appOperations.map((op) => `${MODULE_OF_TAG[op.tag] ?? op.tag}.${op.operationId}`).sort();
    expect(calls.map((c) => `${c.module}.${c.name}`).sort()).toEqual(expected);
  });

  it('each call uses the method, host, encoding and shop scope the contract declares, and exports download files', () => {
    for (const call of calls) {
      const op = contract.byId.get(call.name);
      expect(op, call.name).toBeDefined();
      if (!op) continue;
      expect({ name: call.name, ...call.contract, ignoreErrors: undefined }).toEqual({
        name: call.name,
        kind: op.responseType === 'json' ? 'data' : 'export',
        method: op.method,
        path: op.path,
        host: op.host,
        bodyAs: op.bodyType ? ENCODING[op.bodyType] : 'json',
        shopScoped: op.shopScoped,
        ignoreErrors: undefined,
      });
    }
  });
});
