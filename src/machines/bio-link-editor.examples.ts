import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_BIO_LINK_DETAIL, EXAMPLE_PRODUCT } from './example-answers';
import type { bioLinkEditorMachine } from './bio-link-editor.machine';

/** Saving answers the page as saved; answer `{ "changedElsewhere": … }` for a page changed in another tab. */
export const bioLinkEditorExamples: SimulationExamples<typeof bioLinkEditorMachine> = {
  actors: {
    getBioLinkDetail: { output: EXAMPLE_BIO_LINK_DETAIL, error: 'Your bio link could not be loaded.' },
    save: { output: { saved: EXAMPLE_BIO_LINK_DETAIL }, error: 'A button needs a title and an address.' },
    uploadThumbnail: {
      output: { id: 'AbCdEfGhIjKlMnOp', url: 'http://localhost:5173/media/uploads/AbCdEfGhIjKlMnOp-thumb.webp' },
      error: 'The file is not a picture Linkmint can read (JPEG, PNG, WebP or GIF).',
    },
    // A product as the picker lists it for a button's picture: its brand's logo stands for it.
    searchProducts: {
      output: [{ ...EXAMPLE_PRODUCT, imageUrl: 'http://localhost:5173/catalog/images/brand/stanley.svg' }],
      error: 'The products could not be loaded. Search again to retry.',
    },
  },
};
