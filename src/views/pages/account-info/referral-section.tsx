import { inviteLink } from '../../../domain/invite-message';
import { REFERRAL_COMMISSION_PERCENT } from '../../../domain/spec-constants';
import { CopyLinkButton } from '../../components/copy-link-button';
import { appBaseUrl } from '../../shell/app-address';

/** Account info's referral: the shop's code and its sign-up link, with Copy (spec §1: 20% of what invited creators pay). */
export function ReferralSection({ referCode }: { referCode: string }) {
  const link = inviteLink(appBaseUrl(), referCode);
  return (
    <section className="lm-account__section" aria-labelledby="account-referral">
      <h2 id="account-referral" className="lm-account__title">
        Referral
      </h2>
      <p className="lm-account__hint">
        Creators who sign up with your code earn you a {REFERRAL_COMMISSION_PERCENT}% referral bonus.
      </p>
      <dl className="lm-profile-readonly">
        <dt>Referral code</dt>
        <dd data-testid="referral-code">{referCode}</dd>
        <dt>Referral link</dt>
        <dd className="lm-account__link" data-testid="referral-link">
          {link}
        </dd>
      </dl>
      <CopyLinkButton url={link} label="Copy link" />
    </section>
  );
}
