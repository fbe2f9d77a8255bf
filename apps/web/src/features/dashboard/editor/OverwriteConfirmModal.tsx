import { useDispatch, useSelector } from 'react-redux';
import { List, Message } from 'semantic-ui-react';
import { ConfirmModal } from '@tessera/ui';
import { t } from '../../../i18n';
import type { StateWithDashboard } from '../dashboard.selectors';
import { overwriteCancelled, overwriteConfirmed } from '../dashboard.slice';

/** Asks before overwriting a dashboard whose server copy differs (css or filter scopes), saying who changed it and when. */
export function OverwriteConfirmModal() {
  const dispatch = useDispatch();
  const conflict = useSelector((state: StateWithDashboard) => state.dashboard.overwriteConfirmation);
  if (!conflict) return null;
  const labels = { css: t('CSS'), filter_scopes: t('Filter scopes') };
  return (
    <ConfirmModal
      open
      title={t('Confirm overwrite')}
      confirmLabel={t('Overwrite')}
      danger
      onConfirm={() => dispatch(overwriteConfirmed())}
      onCancel={() => dispatch(overwriteCancelled())}
      t={t}
      body={
        <>
          <Message warning content={t('Please confirm the overwrite values.')} />
          <p>{t('Last updated by %s at %s', conflict.changedByName || t('Unknown'), conflict.changedOn)}</p>
          <List bulleted items={conflict.fields.map((field) => labels[field])} />
        </>
      }
    />
  );
}
