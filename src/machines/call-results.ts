/**
 * Params readers for actions and guards that take an invoked call's result: in an `onDone`, `params: doneOutput`
 * hands the action the call's output with the type its actor declares in setup; in an `onError`,
 * `params: errorParams` hands it the error. Actions then declare what they take (`assign((_, page: Page) => …)`)
 * instead of casting the event.
 */
export const doneOutput = <T>({ event }: { event: { output: T } }): T => event.output;

export const errorParams = ({ event }: { event: { error: unknown } }): { error: unknown } => ({ error: event.error });
