import { useState, type ChangeEvent } from 'react';
import { Button, Form, Message } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { Credentials } from '../../auth.types';

interface LoginFormProps {
  submitting: boolean;
  error: string | null;
  onSubmit: (credentials: Credentials) => void;
}

export function LoginForm({ submitting, error, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const canSubmit = !submitting && username.trim() !== '' && password !== '';

  return (
    <Form
      error={Boolean(error)}
      onSubmit={() => {
        if (canSubmit) onSubmit({ username: username.trim(), password });
      }}
    >
      <Form.Input
        id="login-username"
        name="username"
        label={t('Username')}
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setUsername(event.target.value)}
      />
      <Form.Input
        id="login-password"
        name="password"
        type="password"
        label={t('Password')}
        autoComplete="current-password"
        value={password}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)}
      />
      {error && <Message error role="alert" content={error} />}
      <Button type="submit" primary fluid loading={submitting} disabled={!canSubmit}>
        {t('Sign in')}
      </Button>
    </Form>
  );
}
