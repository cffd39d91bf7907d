import './content-thumb.css';

/** A boosted content's picture beside its name (decorative: the name says what it is); nothing without one. */
export function ContentThumb({ url }: { url: string | undefined }) {
  return url ? <img className="lm-content-thumb" src={url} alt="" width={32} height={32} loading="lazy" /> : null;
}
