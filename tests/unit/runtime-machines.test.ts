import { describe, expect, it } from 'vitest';
import { parseAst } from 'rolldown/parseAst';
import { runtimeMachines } from '../../scripts/runtime-machines';

const SOURCE = `
import { setup } from 'xstate';
export const LABEL = { title: 'Kept', description: 'A text the page shows: kept.' };
export const demoMachine = setup({ actions: { note: () => undefined } }).createMachine({
  id: 'demo',
  description: 'The machine: ' + 'gone.',
  context: { description: 'A field of the form: kept.' },
  initial: 'idle',
  states: {
    idle: {
      description: \`Waiting: gone.\`,
      on: {
        'demo.go': [
          { guard: 'isReady', target: 'busy', actions: { type: 'note', params: { description: 'kept' } }, description: 'gone' },
          { target: 'idle', description: 'gone too' },
        ],
      },
    },
    busy: { tags: ['busy'], description: 'gone' },
  },
});
`;

function strip(code: string, id: string): string | null {
  const transform = runtimeMachines()[1]!.transform as (
    this: unknown,
    code: string,
    id: string,
  ) => { code: string } | null;
  return transform.call({ parse: (text: string) => parseAst(text) }, code, id)?.code ?? null;
}

describe('the runtime machines of the build', () => {
  it('leave out the descriptions of a machine configuration, and nothing else', () => {
    const out = strip(SOURCE, '/app/src/machines/demo.machine.ts')!;
    expect(out).not.toContain('gone');
    for (const kept of ['A text the page shows: kept.', 'A field of the form: kept.', "description: 'kept'"])
      expect(out).toContain(kept);
    // Still JavaScript, with the structure intact.
    const program = parseAst(out);
    expect(program.body.length).toBe(3);
    expect(out).toContain("tags: ['busy']");
    expect(out).toContain("guard: 'isReady', target: 'busy'");
  });

  it("leave the statechart viewer's copies and other modules alone", () => {
    expect(strip(SOURCE, '/app/src/machines/demo.machine.ts?statechart')).toBeNull();
    expect(strip(SOURCE, '/app/src/domain/demo.ts')).toBeNull();
  });
});
