import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Container, Header, Segment } from 'semantic-ui-react';
import { safeNext } from '../../../routing';
import { selectLoginState, selectSessionStatus } from '../auth.selectors';
import { loginRequested } from '../auth.slice';
import { LoginForm } from '../components/LoginForm/LoginForm';

/** `/login/?next=…`: signs in, then goes to `next` (a same-site path) or home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const status = useSelector(selectSessionStatus);
  const login = useSelector(selectLoginState);
  const dispatch = useDispatch();

  if (status === 'authenticated') return <Navigate to={safeNext(params.get('next'))} replace />;

  return (
    <Container style={{ maxWidth: '24em', paddingTop: '12vh' }}>
      <Header as="h1" textAlign="center">
        Tessera
      </Header>
      <Segment padded>
        <LoginForm submitting={login.submitting} error={login.error} onSubmit={(credentials) => dispatch(loginRequested(credentials))} />
      </Segment>
    </Container>
  );
}
