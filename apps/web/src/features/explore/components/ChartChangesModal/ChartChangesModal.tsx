import { useState } from 'react';
import { Button, Modal, Pagination, Table } from 'semantic-ui-react';
import { pagerArrowItems } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { ControlChange } from '../../form-data';

function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return t('None');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Altered controls listed per page of the modal. */
export const CHART_CHANGES_PAGE_SIZE = 50;

/** Control, Before, After of every altered control (spec part 1 §2 'Chart changes modal'), 50 a page. */
export function ChartChangesModal({ changes, onClose }: { changes: readonly ControlChange[]; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(changes.length / CHART_CHANGES_PAGE_SIZE));
  const shown = changes.slice((page - 1) * CHART_CHANGES_PAGE_SIZE, page * CHART_CHANGES_PAGE_SIZE);
  return (
    <Modal open onClose={onClose} size="small" role="dialog" aria-label={t('Chart changes')}>
      <Modal.Header>{t('Chart changes')}</Modal.Header>
      <Modal.Content scrolling>
        <Table compact celled>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('Control')}</Table.HeaderCell>
              <Table.HeaderCell>{t('Before')}</Table.HeaderCell>
              <Table.HeaderCell>{t('After')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((change) => (
              <Table.Row key={change.name}>
                <Table.Cell>{t(change.label)}</Table.Cell>
                <Table.Cell>{display(change.before)}</Table.Cell>
                <Table.Cell>{display(change.after)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        {pages > 1 && (
          <Pagination
            aria-label={t('Pages')}
            activePage={page}
            totalPages={pages}
            size="mini"
            {...pagerArrowItems(page, pages, t)}
            onPageChange={(_event, data) => setPage(Number(data.activePage))}
          />
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose}>
          {t('Close')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
