import type { ReactNode } from 'react';
import type { AlbumMedia } from '../../../domain/gallery-tiles';
import './galleries.css';

/** A tile's picture (its 200 px thumbnail when there is one) or its video, as the public page shows it. */
export function AlbumMediaView({ media, label }: { media: AlbumMedia; label: string }) {
  return media.kind === 'video' ? (
    <video className="lm-album__media" src={media.url} preload="metadata" muted aria-label={label} />
  ) : (
    <img className="lm-album__media" src={media.thumbnailUrl ?? media.url} alt={label} loading="lazy" />
  );
}

/** The album, 3 per row (spec §5): each tile's media, its caption and whatever the page adds under it. */
export function AlbumGrid<T extends { media: AlbumMedia; title: string }>({
  label,
  tiles,
  children,
}: {
  label: string;
  tiles: readonly T[];
  children?: (tile: T, index: number) => ReactNode;
}) {
  return (
    <ol className="lm-album" aria-label={label}>
      {tiles.map((tile, index) => (
        <li key={tile.media.id} className="lm-album__tile" data-tile={index + 1}>
          <AlbumMediaView media={tile.media} label={tile.title || `Tile ${index + 1}`} />
          {children ? children(tile, index) : <span className="lm-album__caption">{tile.title}</span>}
        </li>
      ))}
    </ol>
  );
}
