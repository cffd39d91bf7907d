import type { LandingDraft } from '../../../domain/landing-pages';
import { formatMoney } from '../../../domain/shop-products';

/**
 * The draft as the audience will see its public page, drawn from the draft itself (nothing is sent): the server
 * renders the real page from the same blocks once saved, every link of it a tracked address.
 */
export function LandingPreview({ draft }: { draft: LandingDraft }) {
  return (
    <figure className="lm-landing-preview" aria-label="Preview of the page">
      <div className="lm-landing-preview__page">
        <h1>{draft.title || 'Untitled page'}</h1>
        {draft.description && <p className="lm-landing-preview__description">{draft.description}</p>}
        {draft.blocks.map((block) => {
          switch (block.type) {
            case 'heading':
              return <h2 key={block.key}>{block.text}</h2>;
            case 'text':
              return (
                <p key={block.key} className="lm-landing-preview__text">
                  {block.text}
                </p>
              );
            case 'image':
              return block.media ? <img key={block.key} src={block.media.url} alt={block.alt} /> : null;
            case 'product':
              return block.product ? (
                <div key={block.key} className="lm-landing-preview__product">
                  {block.product.imageUrl && <img src={block.product.imageUrl} alt="" />}
                  <span>
                    <strong>{block.product.title}</strong>
                    {block.product.price && <small>{formatMoney(block.product.price)}</small>}
                  </span>
                </div>
              ) : null;
            case 'button':
              return (
                <span key={block.key} className="lm-landing-preview__button">
                  {block.title || 'Button'}
                </span>
              );
            case 'links':
              return (
                <div key={block.key}>
                  {block.title && <h3>{block.title}</h3>}
                  <ul>
                    {block.links.map((link, i) => (
                      <li key={i}>{link.title || link.url}</li>
                    ))}
                  </ul>
                </div>
              );
          }
        })}
      </div>
    </figure>
  );
}
