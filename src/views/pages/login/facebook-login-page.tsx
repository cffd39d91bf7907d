import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { facebookLoginMachine } from '../../../machines/facebook-login.machine';
import { facebookRedirectUri } from '../../../domain/facebook-return';
import { LOGIN_PATH } from '../../../domain/spec-constants';
import { FormAlert } from '../../components/form-field';
import { SignInCard } from '../../components/sign-in-card';
import { useFlow } from '../../components/use-flow';

/** /pages/login/facebookLogin and /pages/loginFb/index: the Facebook sign-in, and the way back from Facebook. */
export default function FacebookLoginPage() {
  const [params] = useSearchParams();
  const facebook = useFlow(facebookLoginMachine, {
    redirectUri: facebookRedirectUri(window.location.origin),
    ...(params.get('code') ? { code: params.get('code') ?? '' } : {}),
    ...(params.get('state') ? { state: params.get('state') ?? '' } : {}),
    ...(params.get('error') ? { error: params.get('error') ?? '' } : {}),
  });
  const busy = useSelector(facebook, (s) => s.hasTag('busy'));
  const failure = useSelector(facebook, (s) => (s.hasTag('error') ? s.context.failure : null));
  const canRetry = useSelector(facebook, (s) => s.can({ type: 'facebook.start' }));
  return (
    <SignInCard
      title="Continue with Facebook"
      lead={
        busy ? 'Connecting to Facebook…' : 'Sign in with the Facebook account you use for your Pages and Instagram.'
      }
      footer={<Link to={LOGIN_PATH}>Sign in with your user name instead</Link>}
    >
      <div role="status" aria-live="polite" aria-busy={busy || undefined}>
        <FormAlert message={failure} />
      </div>
      {canRetry && (
        <button
          type="button"
          className="lm-button lm-form__submit"
          style={{ marginTop: 16 }}
          onClick={() => facebook.send({ type: 'facebook.start' })}
        >
          Try again
        </button>
      )}
    </SignInCard>
  );
}
