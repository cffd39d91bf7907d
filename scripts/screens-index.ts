import { escapeHtml } from '../src/domain/html';

/**
 * The index page of `npm run screens` (docs/screens/index.html): every screen photographed, grouped, each with its
 * address and the picture at each width, so a product owner can look through the app without running it.
 */

export interface Screen {
  /** The group it is listed under, e.g. 'My Links' or 'Public pages'. */
  group: string;
  /** What it is, e.g. the route's name. */
  name: string;
  /** The address it was taken at, as a reader would type it. */
  address: string;
  /** Picture files relative to the index, by width name ('desktop', 'phone'). */
  pictures: Readonly<Record<string, string>>;
}

const STYLE = `body{font:15px/1.4 system-ui,sans-serif;margin:0 auto;max-width:80rem;padding:1rem 1.5rem;color:#1d1d1f}
h2{margin-top:2rem;border-bottom:1px solid #d2d2d7}ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(22rem,1fr));gap:1.25rem}
figure{margin:0}figcaption{font-weight:600}code{font-size:.8rem;color:#515154;overflow-wrap:anywhere}
.pair{display:flex;gap:.5rem;align-items:flex-start;margin-top:.4rem}.pair a{display:block}.pair img{display:block;max-height:16rem;border:1px solid #d2d2d7;border-radius:6px}`;

export function screensIndex(title: string, screens: readonly Screen[], takenAt: string): string {
  const groups = new Map<string, Screen[]>();
  for (const screen of screens) groups.set(screen.group, [...(groups.get(screen.group) ?? []), screen]);
  const sections = [...groups]
    .map(([group, list]) => {
      const items = list
        .map((s) => {
          const pictures = Object.entries(s.pictures)
            .map(
              ([width, file]) =>
                `<a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(`${s.name}, ${width}`)}" loading="lazy"></a>`,
            )
            .join('');
          return `<li><figure><figcaption>${escapeHtml(s.name)}</figcaption><code>${escapeHtml(s.address)}</code><div class="pair">${pictures}</div></figure></li>`;
        })
        .join('');
      return `<section><h2>${escapeHtml(group)}</h2><ul>${items}</ul></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${screens.length} screens, taken ${escapeHtml(takenAt)}. Select a picture to see it full size.</p>
${sections}
</body></html>
`;
}
