import { useDispatch } from 'react-redux';
import { Button, Container, Message } from 'semantic-ui-react';
import type { ClientError } from '../../../../api';
import { bootstrapRequested } from '../../../auth';
import { t } from '../../../../i18n';

interface SessionErrorProps {
  error: ClientError | null;
}

/** Start-up could not reach the server (or it failed); offers to try again. */
export function SessionError({ error }: SessionErrorProps) {
  const dispatch = useDispatch();
  return (
    <Container style={{ paddingTop: '4em' }}>
      <Message negative role="alert">
        <Message.Header>{t('Unexpected error')}</Message.Header>
        <p>{error?.message ?? t('An error occurred')}</p>
        <Button type="button" onClick={() => dispatch(bootstrapRequested())}>
          {t('Try again')}
        </Button>
      </Message>
    </Container>
  );
}
