import { useDispatch } from 'react-redux';
import { Icon } from 'semantic-ui-react';
import { CopyToClipboard } from '@tessera/ui';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { createSqlPermalink } from '../../sqllab-results.api';
import { sqlLabPermalinkPath } from '../../sqllab-link';
import type { QueryEditor } from '../../sqllab.types';

export interface ShareQueryButtonProps {
  editor: QueryEditor;
}

/** 'Copy link': stores the tab as a permalink and copies the address that opens it in a new tab. */
export function ShareQueryButton({ editor }: ShareQueryButtonProps) {
  const dispatch = useDispatch();
  const { dbId } = editor;
  if (dbId === null) return null;
  const link = async () =>
    `${window.location.origin}${sqlLabPermalinkPath(await createSqlPermalink({ dbId, name: editor.name, schema: editor.schema, sql: editor.sql }))}`;
  return (
    <CopyToClipboard text={link} label={t('Copy link')} notify={(type, text) => dispatch(addToast({ type, text }))} t={t}>
      <Icon name="share alternate" aria-hidden="true" />
      {t('Copy link')}
    </CopyToClipboard>
  );
}
