import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_GALLERY } from './example-answers';
import type { galleryEditorMachine } from './gallery-editor.machine';

const picture = { id: 'm_1', kind: 'image', url: 'https://images.example.com/corner.jpg' } as const;

export const galleryEditorExamples: SimulationExamples<typeof galleryEditorMachine> = {
  actors: {
    loadGalleryEditor: {
      output: {
        gallery: null,
        library: [picture],
        products: [
          { id: 'p_301', title: 'Stanley Quencher tumbler 40 oz', url: 'https://www.amazon.com/dp/B0CJZMP7L1' },
        ],
      },
      error: 'Your pictures and products could not be loaded.',
    },
    // Chosen files are not JSON: the check answers the files the product owner 'chose' as none.
    checkChosenFiles: { output: [], error: 'A video must be 60 seconds or shorter.' },
    uploadMedia: {
      output: [{ ...picture, id: 'm_8', url: 'https://images.example.com/uploads/shelf.jpg' }],
      error: 'The upload stopped. Try again.',
    },
    saveGallery: { output: EXAMPLE_GALLERY, error: 'A gallery needs a title.' },
  },
};
