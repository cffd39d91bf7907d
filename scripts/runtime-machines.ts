/**
 * Vite build plugins: the machines the app runs carry no `description` texts; the statechart viewer's copies keep
 * them. Descriptions document a machine for the viewer (/pc/#/statecharts) and are never read while it runs, yet
 * they made ~2 kB gzip of the shell's initial JS (issue 29). Sources keep every description; tests and
 * `npm run statecharts` read the sources, so only the production bundle changes.
 *
 * The viewer lists the machines through machine-cards.generated.ts: its imports resolve to `<file>?statechart`,
 * a module of its own that keeps the descriptions. Every other import gets the stripped module.
 */
import type { Plugin } from 'vite';

const MACHINE_FILE = /\/src\/machines\/[^/?]+\.machine\.ts$/;
const VIEWER_QUERY = '?statechart';
const CARDS_FILE = /\/src\/machines\/machine-cards\.generated\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A text written out in full: 'a', `a` (no placeholders), or 'a' + 'b'. */
function isText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression')
    return node.operator === '+' && isText(node.left as Node) && isText(node.right as Node);
  return false;
}

const keyName = (property: Node) => {
  const key = property.key as Node;
  if (property.computed) return null;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
};

/** Data inside a machine's configuration, not its structure: never touched. */
const DATA_KEYS = new Set(['context', 'input', 'output', 'params', 'meta']);

/** The `description: '…'` properties of a machine configuration (objects and arrays only, no code or data). */
function descriptionRanges(config: Node, ranges: Array<[number, number]>) {
  if (config.type === 'ArrayExpression') {
    for (const element of config.elements as unknown[]) if (isNode(element)) descriptionRanges(element, ranges);
    return;
  }
  if (config.type !== 'ObjectExpression') return;
  for (const property of config.properties as Node[]) {
    if (property.type !== 'Property') continue;
    const name = keyName(property);
    const value = property.value as Node;
    if (name === 'description' && isText(value)) ranges.push([property.start, property.end]);
    else if (name !== null && !DATA_KEYS.has(name)) descriptionRanges(value, ranges);
  }
}

/** The configurations given to `….createMachine(config)` anywhere in the module. */
function machineConfigs(node: unknown, found: Node[]) {
  if (Array.isArray(node)) {
    for (const item of node) machineConfigs(item, found);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const property = callee.type === 'MemberExpression' ? (callee.property as Node) : null;
    const first = (node.arguments as unknown[])[0];
    if (property?.type === 'Identifier' && property.name === 'createMachine' && isNode(first)) found.push(first);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type') machineConfigs(value, found);
}

export function runtimeMachines(): Plugin[] {
  return [
    {
      name: 'linkmint:statechart-viewer-machines',
      apply: 'build',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!importer || !CARDS_FILE.test(importer)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && MACHINE_FILE.test(resolved.id) ? `${resolved.id}${VIEWER_QUERY}` : null;
      },
    },
    {
      name: 'linkmint:runtime-machines',
      apply: 'build',
      transform(code, id) {
        if (!MACHINE_FILE.test(id)) return null;
        const configs: Node[] = [];
        machineConfigs(this.parse(code), configs);
        const ranges: Array<[number, number]> = [];
        for (const config of configs) descriptionRanges(config, ranges);
        if (ranges.length === 0) return null;
        let out = '';
        let at = 0;
        for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
          // The property and the comma after it (an object's last property may have none).
          const comma = /^\s*,/.exec(code.slice(end));
          out += code.slice(at, start);
          at = end + (comma ? comma[0].length : 0);
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  ];
}
