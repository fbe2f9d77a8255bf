import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { t } from '../../../../i18n';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  expanded: boolean;
}

/** Keeps a crashing page from taking the whole app down: shows 'Unexpected error' with the details on demand. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, expanded: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error, expanded } = this.state;
    if (!error) return this.props.children;
    return (
      <Message negative role="alert" style={{ margin: '1em' }}>
        <Message.Header>{t('Unexpected error')}</Message.Header>
        {expanded && <pre style={{ whiteSpace: 'pre-wrap', marginTop: '0.5em' }}>{error.message || error.name}</pre>}
        <Button
          type="button"
          basic
          compact
          size="small"
          style={{ marginTop: '0.5em' }}
          aria-expanded={expanded}
          onClick={() => this.setState({ expanded: !expanded })}
        >
          {expanded ? t('See less') : t('See more')}
        </Button>
      </Message>
    );
  }
}
