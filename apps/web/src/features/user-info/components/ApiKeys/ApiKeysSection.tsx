import { useEffect } from 'react';
import { Button, Header, Loader, Message, Table } from 'semantic-ui-react';
import { ConfirmModal } from '@tessera/ui';
import { getLocale, t, toLanguageTag } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { apiKeyCreateOpened, apiKeyRevokeAsked, apiKeyRevokeRequested, apiKeysLoadRequested, selectApiKeys } from '../../api-keys.slice';
import { CreateApiKeyModal } from './CreateApiKeyModal';

/** A date in the reader's language, or `fallback` when there is none. */
function when(iso: string | null, fallback: string): string {
  return iso ? new Date(iso).toLocaleString(toLanguageTag(getLocale()), { dateStyle: 'medium', timeStyle: 'short' }) : fallback;
}

/**
 * The signed-in user's personal API keys: scripts send one as a bearer token and act as this user.
 * Created here (the secret shown once), listed by name and prefix, revoked after a confirmation.
 */
export function ApiKeysSection() {
  const dispatch = usePageDispatch();
  const { keys, loading, revoking, revokeBusy } = usePageSelector(selectApiKeys);

  useEffect(() => {
    dispatch(apiKeysLoadRequested());
  }, [dispatch]);

  return (
    <section aria-label={t('API keys')}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', margin: '2em 0 1em' }}>
        <Header as="h3" style={{ margin: 0 }}>
          {t('API keys')}
        </Header>
        <Button
          type="button"
          basic
          size="small"
          icon="plus"
          content={t('New API key')}
          onClick={() => dispatch(apiKeyCreateOpened(true))}
        />
      </div>
      {loading && keys.length === 0 ? (
        <Loader active inline="centered" content={t('Loading...')} />
      ) : keys.length === 0 ? (
        <Message
          info
          size="small"
          content={t('No API keys yet. Scripts and Superset clients can send one as a bearer token instead of a password.')}
        />
      ) : (
        <Table compact aria-label={t('API keys')}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('Name')}</Table.HeaderCell>
              <Table.HeaderCell>{t('Key')}</Table.HeaderCell>
              <Table.HeaderCell>{t('Created')}</Table.HeaderCell>
              <Table.HeaderCell>{t('Last used')}</Table.HeaderCell>
              <Table.HeaderCell>{t('Expires')}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t('Actions')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {keys.map((key) => (
              <Table.Row key={key.id}>
                <Table.Cell>{key.name}</Table.Cell>
                <Table.Cell>
                  <code>{key.prefix}…</code>
                </Table.Cell>
                <Table.Cell>{when(key.created_on, '')}</Table.Cell>
                <Table.Cell>{when(key.last_used_on, t('Never'))}</Table.Cell>
                <Table.Cell>{when(key.expires_on, t('Never'))}</Table.Cell>
                <Table.Cell collapsing>
                  <Button
                    type="button"
                    basic
                    negative
                    size="mini"
                    icon="ban"
                    content={t('Revoke')}
                    aria-label={t('Revoke API key %s', key.name)}
                    onClick={() => dispatch(apiKeyRevokeAsked(key))}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <CreateApiKeyModal />
      <ConfirmModal
        open={revoking !== null}
        title={t('Revoke API key')}
        body={<p>{t('Revoke the API key %s? Scripts using it are refused from now on.', revoking?.name ?? '')}</p>}
        confirmLabel={t('Revoke')}
        danger
        loading={revokeBusy}
        onConfirm={() => revoking && dispatch(apiKeyRevokeRequested(revoking.id))}
        onCancel={() => dispatch(apiKeyRevokeAsked(null))}
        t={t}
      />
    </section>
  );
}
