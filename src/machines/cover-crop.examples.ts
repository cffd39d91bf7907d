import type { SimulationExamples } from './actor-examples';
import { EXAMPLE_COLLECTION } from './example-answers';
import type { coverCropMachine } from './cover-crop.machine';

/** A 2 by 1 pixel picture as a data URL: the crop needs its size, not its look. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwyBDABJ4wf5YDx+vwAAAABJRU5ErkJggg==';

export const coverCropExamples: SimulationExamples<typeof coverCropMachine> = {
  actors: {
    loadCollection: { output: EXAMPLE_COLLECTION, error: 'This collection no longer exists.' },
    readImage: { output: { src: PICTURE, width: 1600, height: 800 }, error: 'Choose a JPEG, PNG or WebP picture.' },
    saveCover: { output: undefined, error: 'The cover could not be saved.' },
  },
};
