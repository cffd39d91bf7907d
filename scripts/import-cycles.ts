import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { resolveSource, sourceFiles } from './source-files';

/**
 * Runtime import cycles in src/ and server/: modules that import each other's values, directly or through others,
 * so one of them runs while the other is still half-initialised. `import type`, `export type` and imports of
 * types only are erased before run time and do not count; neither does a dynamic `import()`, which runs later.
 */

const ROOTS = ['src', 'server'];

/** The relative specifiers a file needs at run time. */
export function valueImports(text: string, fileName = 'x.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.filter((spec) => spec.startsWith('./') || spec.startsWith('../'));
}

/** Strongly connected components of more than one file (or a file importing itself), each as one cycle's files. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** One closed path through a component, starting at its first file in name order: a -> b -> a. */
function pathThrough(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of (graph.get(node) ?? []).filter((n) => members.has(n))) {
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at))
          path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** Every runtime import cycle among the files of src/ and server/ under `root`, each as the files around it. */
export function findImportCycles(root: string): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of ROOTS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const targets = valueImports(readFileSync(file, 'utf8'), file)
      .map((spec) => resolveSource(resolve(dirname(file), spec)))
      .filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return cyclesOf(graph)
    .map((component) => pathThrough(graph, component).map((file) => relative(root, file)))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}
