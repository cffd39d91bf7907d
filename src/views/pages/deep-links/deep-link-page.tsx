import { useEffect } from 'react';
import { deepLinkCreateMachine } from '../../../machines/deep-link-create.machine';
import { deepLinkRecentMachine } from '../../../machines/deep-link-recent.machine';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { DeepLinkForm, DeepLinkResult } from './deep-link-form';
import { RecentDeepLinks } from './recent-deep-links';
import './deep-link-page.css';

/**
 * The Deep Link tab (midTabBar/index_new, and the older midTabBar/index): the form that makes a deep link, the
 * link just made, and the latest deep links, loaded again whenever the form makes one.
 */
export default function DeepLinkPage() {
  const create = useAppActorRef(deepLinkCreateMachine);
  const recent = useAppActorRef(deepLinkRecentMachine);
  useForwardToRuntime(recent);
  useEffect(() => {
    const subscription = create.on('deepLinks.changed', () => recent.send({ type: 'recent.reload' }));
    return () => subscription.unsubscribe();
  }, [create, recent]);

  return (
    <>
      <PageHeader title="Deep Link" />
      <p className="lm-deep-lead">
        A deep link opens the product straight in the Amazon, Target or Walmart app on your follower's phone, where they
        are already signed in, and in the browser everywhere else.
      </p>
      <div className="lm-deep-top">
        <DeepLinkForm create={create} />
        <DeepLinkResult create={create} />
      </div>
      <RecentDeepLinks recent={recent} />
    </>
  );
}
