import { useSelector } from '@xstate/react';
import { bioLinkShareMachine } from '../../../machines/bio-link-share.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { LinkQrCode } from '../../components/link-qr-code';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { BioPageGate } from '../bio-link/bio-page-gate';
import '../bio-link/bio-link.css';

/** viewOnWebsite/index: the bio page's public address, a short link and a QR code to share it (bio-link-share.machine.ts). */
export default function ViewOnWebsitePage() {
  const share = useAppActorRef(bioLinkShareMachine);
  useForwardToRuntime(share);
  const snapshot = useSelector(share, (s) => s);
  const { address, failure } = snapshot.context;

  return (
    <BioPageGate
      title="View on website"
      snapshot={snapshot}
      loaded={address !== null}
      failure={failure}
      loadingText="Loading your address…"
      noPageText={<p>Create your bio link page; its address shows here, ready to share.</p>}
      onRetry={() => share.send({ type: 'bioPage.retry' })}
      onCreate={() => share.send({ type: 'bioPage.create' })}
    >
      {address && (
        <>
          <PageHeader title="View on website" back />
          <div className="lm-bio">
            <div className="lm-bio__side">
              <section className="lm-bio-card" aria-label="Your page on the web">
                <h2>Your page on the web</h2>
                <p>
                  Put this address in your Instagram and Facebook bio. It opens fast on any phone, even with JavaScript
                  off.
                </p>
                <div className="lm-bio-address">
                  <code data-testid="bio-url">{address.url}</code>
                  <CopyLinkButton url={address.url} />
                  <a className="lm-button" href={address.url} target="_blank" rel="noopener noreferrer">
                    Open
                  </a>
                </div>
              </section>
              <section className="lm-bio-card" aria-label="Short link">
                <h2>Short link</h2>
                <p className="lm-bio-muted">The same page through a short address; its visits are counted.</p>
                <div className="lm-bio-address">
                  <code data-testid="bio-short-url">{address.shortUrl}</code>
                  <CopyLinkButton url={address.shortUrl} />
                </div>
              </section>
            </div>
            <LinkQrCode url={address.shortUrl} fileName="bio-link-qr" />
          </div>
        </>
      )}
    </BioPageGate>
  );
}
