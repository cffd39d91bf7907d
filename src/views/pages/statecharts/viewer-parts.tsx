/** What the statechart viewer's parts share: the viewer actor's type and the file download they offer. */
import type { useActorRef } from '@xstate/react';
import type { statechartViewerMachine } from '../../../machines/statechart-viewer.machine';

export type ViewerRef = ReturnType<typeof useActorRef<typeof statechartViewerMachine>>;

export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
