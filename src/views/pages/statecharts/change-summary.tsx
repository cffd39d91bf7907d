import type { MachineDiff } from '../../../domain/statechart-diff';

/** A machine's change since the compared revision, as lists beside the marked drawing. */
export function ChangeSummary({ rev, diff }: { rev: string; diff: MachineDiff }) {
  const lists: [string, readonly string[]][] = [
    ['States added', diff.statesAdded],
    ['States removed', diff.statesRemoved],
    ['Transitions added', diff.transitionsAdded.map((id) => diff.transitions[id] ?? id)],
    ['Transitions removed', diff.transitionsRemoved.map((id) => diff.transitions[id] ?? id)],
    ['Transitions changed', diff.transitionsChanged.map((c) => `${c.before} ⇒ ${c.after}`)],
  ];
  return (
    <section aria-label="Changes">
      <h2 className="sc-side__title">Changes since {rev}</h2>
      <p>
        <span className="sc-legend sc-legend--added">added</span>{' '}
        <span className="sc-legend sc-legend--removed">removed</span>{' '}
        <span className="sc-legend sc-legend--changed">guard or target changed</span>
      </p>
      {lists
        .filter(([, items]) => items.length > 0)
        .map(([title, items]) => (
          <div key={title}>
            <h3 className="sc-sim__heading">{title}</h3>
            <ul className="sc-side__edges" aria-label={title}>
              {items.map((item) => (
                <li key={item}>
                  <code>{item}</code>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
