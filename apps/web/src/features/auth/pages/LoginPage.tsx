import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, Container, Divider, Header, Message, Segment } from 'semantic-ui-react';
import { t } from '../../../i18n';
import { safeNext } from '../../../routing';
import { fetchLoginProviders, type LoginProviders } from '../auth.api';
import { selectLoginState, selectSessionStatus } from '../auth.selectors';
import { loginRequested } from '../auth.slice';
import { LoginForm } from '../components/LoginForm/LoginForm';

/** Until the server says otherwise: the password form alone, as with local accounts. */
const PASSWORD_ONLY: LoginProviders = { passwordForm: true, providers: [] };

/**
 * `/login/?next=…`: signs in, then goes to `next` (a same-site path) or home. With single sign-on it
 * shows a "Sign in with …" button per provider; when local login is off the password form is hidden
 * except at `/login/?local=1`, where local administrators still sign in.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const status = useSelector(selectSessionStatus);
  const login = useSelector(selectLoginState);
  const dispatch = useDispatch();
  const [options, setOptions] = useState<LoginProviders>(PASSWORD_ONLY);

  useEffect(() => {
    let current = true;
    fetchLoginProviders().then(
      (loaded) => current && setOptions(loaded),
      // Without an answer the password form stays: local accounts can always try it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (status === 'authenticated') return <Navigate to={safeNext(params.get('next'))} replace />;

  const next = params.get('next');
  const ssoError = params.get('sso_error');
  const showPasswordForm = options.passwordForm || params.get('local') === '1';

  return (
    <Container style={{ maxWidth: '24em', paddingTop: '12vh' }}>
      <Header as="h1" textAlign="center">
        Tessera
      </Header>
      <Segment padded>
        {ssoError && <Message error role="alert" content={ssoError} />}
        {options.providers.map((provider) => (
          <Button
            key={provider.id}
            as="a"
            href={next ? `${provider.url}?next=${encodeURIComponent(safeNext(next))}` : provider.url}
            primary={!showPasswordForm}
            fluid
            data-sso-provider={provider.id}
          >
            {t('Sign in with %s', provider.name)}
          </Button>
        ))}
        {options.providers.length > 0 && showPasswordForm && <Divider horizontal>·</Divider>}
        {showPasswordForm && (
          <LoginForm submitting={login.submitting} error={login.error} onSubmit={(credentials) => dispatch(loginRequested(credentials))} />
        )}
      </Segment>
    </Container>
  );
}
