import type { LinkPageView } from '../../../machines/link-page.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { LinkQrCode } from '../../components/link-qr-code';
import { useSession } from '../../shell/app-runtime';
import './link-pages.css';

/**
 * An audience page (/c/ or /gl/) drawn in the app from its data, the way the server renders it for phones: the
 * public page forbids framing, so it cannot be shown in an iframe. Beside it: its address, copy, QR code.
 */
export function LinkPagePreview({ page, emptyText }: { page: LinkPageView; emptyText: string }) {
  const handle = useSession().userInfo?.handle ?? null;
  return (
    <div className="lm-lpreview">
      <section className="lm-lpreview__phone" aria-label="Page preview">
        <div className="lm-lpreview__screen">
          <header className="lm-lpreview__header">
            {page.coverUrl ? <img className="lm-lpreview__cover" src={page.coverUrl} alt="" /> : null}
            <h2>{page.title}</h2>
            {handle ? <p className="lm-lpreview__by">by @{handle}</p> : null}
            {page.description ? <p className="lm-lpreview__intro">{page.description}</p> : null}
          </header>
          {page.entries.length === 0 ? (
            <p className="lm-lpreview__empty">{emptyText}</p>
          ) : (
            <ul className="lm-lpreview__entries">
              {page.entries.map((entry) => (
                <li key={entry.url}>
                  <a
                    className="lm-lpreview__entry"
                    href={entry.url}
                    target="_blank"
                    rel="noopener noreferrer sponsored"
                  >
                    <span className="lm-lpreview__entry-title">{entry.title}</span>
                    <span className="lm-lpreview__entry-url">{entry.url}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="lm-lpreview__disclosure">
            The creator may earn a commission on purchases made through these links.
          </p>
        </div>
      </section>
      <aside className="lm-lpreview__share" aria-label="Share">
        <label className="lm-lpreview__url-label" htmlFor={`url-${page.code}`}>
          Page address
        </label>
        <div className="lm-lpreview__url">
          <input id={`url-${page.code}`} readOnly value={page.url} onFocus={(event) => event.target.select()} />
          <CopyLinkButton url={page.url} />
        </div>
        <a
          className="lm-button lm-button--secondary lm-lpreview__open"
          href={page.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open page
        </a>
        <dl className="lm-lpreview__stats">
          <dt>Visits</dt>
          <dd>{page.clicks}</dd>
          <dt>Links</dt>
          <dd>{page.entries.length}</dd>
          <dt>Created</dt>
          <dd>
            {new Date(page.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
          </dd>
        </dl>
        <LinkQrCode url={page.url} fileName={`linkmint-${page.code}`} />
      </aside>
    </div>
  );
}
