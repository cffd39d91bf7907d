import type { SimulationExamples } from './actor-examples';
import type { bioPagePreviewMachine } from './bio-page-preview.machine';

export const bioPagePreviewExamples: SimulationExamples<typeof bioPagePreviewMachine> = {
  actors: {
    renderPreview: {
      output: { html: '<!doctype html><html lang="en"><body><main><h1>Jane picks</h1></main></body></html>' },
      error: 'The preview could not be drawn.',
    },
  },
};
