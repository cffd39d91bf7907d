import type { SimulationExamples } from './actor-examples';
import type { linkImportMachine } from './link-import.machine';

const EXAMPLE_TEXT =
  'destination,title\nhttps://www.amazon.com/dp/B09B8V1LZ3,Echo Dot\nhttps://example.com/blog,Blog\n';

export const linkImportExamples: SimulationExamples<typeof linkImportMachine> = {
  actors: {
    readFile: { output: { text: EXAMPLE_TEXT, fileName: 'links.csv' }, error: 'The file could not be read.' },
    previewLinkImport: {
      output: {
        format: 'generic',
        counts: { links: 1, buttons: 0, imported: 0, refused: 1 },
        rows: [
          {
            line: 2,
            outcome: 'link',
            address: 'https://www.amazon.com/dp/B09B8V1LZ3',
            title: 'Echo Dot',
            tags: [],
            destination: 'https://www.amazon.com/dp/B09B8V1LZ3?tag=jane-20',
            trackingId: 'jane-20',
          },
          {
            line: 3,
            outcome: 'refused',
            address: 'https://example.com/blog',
            title: 'Blog',
            tags: [],
            reason: 'Paste an Amazon, Target or Walmart product URL.',
          },
        ],
      },
      error:
        'No recognisable header: use a Bitly export, a link-in-bio export (title,url), the header destination,title,slug,tags, or paste one address a line.',
    },
    runLinkImport: {
      output: { format: 'generic', stored: 1, imported: 0, refused: 1 },
      error: 'The short code jane-lamp was taken a moment ago: preview the import again.',
    },
  },
};
