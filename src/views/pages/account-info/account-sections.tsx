import { useSelector } from '@xstate/react';
import { accountInfoMachine } from '../../../machines/account-info.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { LoadError } from '../../components/load-error';
import { useAppActorRef, useSession } from '../../shell/app-runtime';
import { AccountDeletionSection } from './account-deletion-section';
import { AccountEmailSection } from './account-email-section';
import { AccountPasswordSection } from './account-password-section';
import { MarketplaceIdsSection } from './marketplace-ids-section';
import { ReferralSection } from './referral-section';
import { TrackingIdsSection } from './tracking-ids-section';
import './account-info.css';

/** The account page's sections below the profile (see account-info.machine.ts). */
export function AccountSections() {
  const { userInfo } = useSession();
  const account = useAppActorRef(accountInfoMachine, { input: { userId: userInfo?.userId ?? '' } });
  const facts = useSelector(account, (s) => s.context.facts);
  const failed = useSelector(account, (s) => s.matches('failed'));
  const email = userInfo?.email ?? '';
  return (
    <div className="lm-account">
      <div className="lm-auth__card">
        <AccountEmailSection email={email} />
      </div>
      <div className="lm-auth__card">
        <TrackingIdsSection />
      </div>
      <div className="lm-auth__card">
        <MarketplaceIdsSection />
      </div>
      {failed ? (
        <div className="lm-auth__card">
          <LoadError
            message="Your account could not be loaded."
            onRetry={() => account.send({ type: 'account.retry' })}
          />
        </div>
      ) : !facts ? (
        <DelayedSpinner />
      ) : (
        <>
          <div className="lm-auth__card">
            <AccountPasswordSection hasPassword={facts.hasPassword} />
          </div>
          <div className="lm-auth__card">
            <ReferralSection referCode={facts.referCode} />
          </div>
          <div className="lm-auth__card">
            {/* A new address starts a new dialog: the deletion code goes to the address on file. */}
            <AccountDeletionSection key={email} hasPassword={facts.hasPassword} email={email} />
          </div>
        </>
      )}
    </div>
  );
}
