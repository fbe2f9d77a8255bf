import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Input, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { matchingPairs, pairLabel } from '../../permission-search';
import { rolePermissionsModal } from '../../roles.api';

/** Rendering thousands of checkboxes at once is slow; a search narrows the list instead. */
const SHOWN_AT_MOST = 200;

/** The role's permission × view-menu pairs: search them, tick or untick, and save the whole set. */
export function RolePermissionsModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(rolePermissionsModal.selectModal);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [search, setSearch] = useState('');
  const [selectedOnly, setSelectedOnly] = useState(false);

  useEffect(() => {
    if (!modal.open || modal.loading) return;
    setSelected(new Set(modal.record?.role.permission_ids ?? []));
    setSearch('');
    setSelectedOnly(false);
  }, [modal.open, modal.loading, modal.record]);

  const catalogue = modal.record?.catalogue;
  const matches = useMemo(
    () => matchingPairs(catalogue ?? [], search, selected, selectedOnly),
    [catalogue, search, selected, selectedOnly],
  );
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const close = () => dispatch(rolePermissionsModal.actions.closed());
  const save = () => dispatch(rolePermissionsModal.actions.saveRequested([...selected].sort((a, b) => a - b)));
  const title = modal.record ? t('Permissions of %s', modal.record.role.name) : t('Permissions');

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={t('Edit permissions')}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content scrolling>
        {modal.loading || !catalogue ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <>
            <div style={{ display: 'flex', gap: '1em', alignItems: 'center', marginBottom: '1em' }}>
              <Input
                icon="search"
                aria-label={t('Search permissions')}
                placeholder={t('Search permissions')}
                value={search}
                onChange={(_, { value }) => setSearch(value)}
                style={{ flex: 1 }}
              />
              <Checkbox
                toggle
                label={t('Selected only')}
                checked={selectedOnly}
                onChange={(_, { checked }) => setSelectedOnly(!!checked)}
              />
            </div>
            <p>{t('%s of %s permissions selected', String(selected.size), String(catalogue.length))}</p>
            <div role="group" aria-label={t('Permissions')}>
              {matches.slice(0, SHOWN_AT_MOST).map((pair) => (
                <div key={pair.id} style={{ padding: '0.25em 0' }}>
                  <Checkbox
                    id={`permission-${pair.id}`}
                    label={pairLabel(pair)}
                    checked={selected.has(pair.id)}
                    onChange={(_, { checked }) => toggle(pair.id, !!checked)}
                  />
                </div>
              ))}
            </div>
            {matches.length === 0 && <Message size="small" content={t('No permission matches the search.')} />}
            {matches.length > SHOWN_AT_MOST && (
              <Message
                size="small"
                content={t('Showing %s of %s matches: refine the search to see the others.', String(SHOWN_AT_MOST), String(matches.length))}
              />
            )}
            {modal.saveError && (
              <Message negative size="small" header={t('Could not save the permissions')} content={modal.saveError.message} />
            )}
          </>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary loading={modal.saving} disabled={modal.saving || modal.loading} onClick={save}>
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
