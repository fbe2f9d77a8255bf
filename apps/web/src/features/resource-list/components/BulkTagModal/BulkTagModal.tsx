import { Select } from '@tessera/ui';
import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { bulkTag, customTagOptions } from '../../list-tools.api';
import type { TaggableType } from '../../list-tools';
import { usePageDispatch } from '../../page-store';
import { bulkTagTexts } from './bulk-tag-texts';

export interface BulkTagModalProps {
  /** Ids of the selected rows; the dialog is closed while null. */
  ids: readonly number[] | null;
  tagType: TaggableType;
  onHide: () => void;
  /** Called after the server tagged the objects, so the list can show the new chips. */
  onTagged: () => void;
}

/** The server lists one `[type, id]` pair per tag and object; the messages count objects. */
function countObjects(pairs: readonly (readonly [unknown, unknown])[]): number {
  return new Set(pairs.map(([type, id]) => `${String(type)}:${String(id)}`)).size;
}

/** 'Bulk tag': pick existing tags or type new ones and put them on every selected object. */
export function BulkTagModal({ ids, tagType, onHide, onTagged }: BulkTagModalProps) {
  const dispatch = usePageDispatch();
  const [tags, setTags] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const texts = bulkTagTexts(tagType);

  const hide = () => {
    setTags([]);
    onHide();
  };

  const save = async () => {
    if (!ids) return;
    setSaving(true);
    try {
      const result = await bulkTag(tags, tagType, ids);
      const skipped = countObjects(result.objects_skipped);
      if (skipped > 0) {
        dispatch(
          addToast({
            type: 'warning',
            text: t('%s items could not be tagged because you don’t have edit permissions to all selected objects.', skipped),
          }),
        );
      }
      dispatch(addToast({ type: 'success', text: texts.tagged(countObjects(result.objects_tagged)) }));
      hide();
      onTagged();
    } catch {
      dispatch(addToast({ type: 'danger', text: t('Failed to tag items') }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={ids !== null} onClose={hide} size="small" role="dialog" aria-label={t('Bulk tag')}>
      <Modal.Header>{t('Bulk tag')}</Modal.Header>
      <Modal.Content>
        <p>{texts.adding(ids?.length ?? 0)}</p>
        <div className="ui form">
          <div className="field">
            <label>{t('tags')}</label>
            <Select<string>
              ariaLabel={t('tags')}
              mode="multiple"
              freeForm
              value={tags}
              onChange={(values) => setTags(values)}
              options={customTagOptions}
              placeholder={t('Select Tags')}
              t={t}
            />
          </div>
        </div>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={hide}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary loading={saving} disabled={saving || tags.length === 0} onClick={() => void save()}>
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
