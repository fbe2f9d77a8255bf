import { useEffect } from 'react';
import { useTranslate } from '../../i18n-context';
import { ErrorAlert } from './ErrorAlert';
import type { ErrorPanelProps } from './error-panel.types';

/**
 * 'Authorization needed': a link opens the provider's sign-in window; when that window posts back
 * (same origin, matching `extra.tab_id`) the failed work is re-run through `onRetry`.
 */
export function OAuth2RedirectPanel({ error, subtitle, onRetry, t: tProp }: ErrorPanelProps) {
  const t = useTranslate(tProp);
  const url = typeof error.extra?.url === 'string' ? error.extra.url : null;
  const tabId = error.extra?.tab_id;

  useEffect(() => {
    if (!onRetry) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { tabId?: unknown } | null;
      if (data && typeof data === 'object' && data.tabId === tabId) onRetry();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onRetry, tabId]);

  return (
    <ErrorAlert
      title={t('Authorization needed')}
      level={error.level ?? 'warning'}
      message={subtitle}
      description={
        <>
          {url && (
            <p>
              {t('You need to')}{' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('provide authorization')}
              </a>{' '}
              {t('in order to run this query.')}
            </p>
          )}
          <p>
            {t(
              'This database uses OAuth2 for authentication. Your personal access token will be stored encrypted and used only for queries run by you.',
            )}
          </p>
        </>
      }
      t={t}
    />
  );
}
