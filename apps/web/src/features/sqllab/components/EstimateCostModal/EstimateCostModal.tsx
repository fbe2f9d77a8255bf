import { useEffect, useState } from 'react';
import { Button, Loader, Modal, Table } from 'semantic-ui-react';
import { ErrorAlert } from '@tessera/ui';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { estimateQueryCost, type SqlContext } from '../../sqllab-editor.api';

export interface EstimateCostModalProps {
  /** What to estimate; null keeps the modal closed. */
  context: SqlContext | null;
  onClose: () => void;
}

type Estimate = { status: 'loading' } | { status: 'returned'; rows: Record<string, unknown>[] } | { status: 'failed'; message: string };

/** 'Estimate cost': the database's cost figures for each statement, in a table. */
export function EstimateCostModal({ context, onClose }: EstimateCostModalProps) {
  const [estimate, setEstimate] = useState<Estimate>({ status: 'loading' });
  useEffect(() => {
    if (!context) return;
    let current = true;
    setEstimate({ status: 'loading' });
    estimateQueryCost(context).then(
      (rows) => current && setEstimate({ status: 'returned', rows }),
      (error: unknown) => current && setEstimate({ status: 'failed', message: toClientError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [context]);
  const columns = estimate.status === 'returned' ? [...new Set(estimate.rows.flatMap((row) => Object.keys(row)))] : [];
  return (
    <Modal open={context !== null} onClose={onClose} size="small" role="dialog" aria-label={t('Query cost estimate')}>
      <Modal.Header>{t('Query cost estimate')}</Modal.Header>
      <Modal.Content>
        {estimate.status === 'loading' && <Loader active inline="centered" content={t('Loading...')} />}
        {estimate.status === 'failed' && <ErrorAlert title={t('Estimate cost')} message={estimate.message} t={t} />}
        {estimate.status === 'returned' && (
          <Table compact celled aria-label={t('Query cost estimate')}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.HeaderCell key={column}>{column}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {estimate.rows.map((row, index) => (
                <Table.Row key={index}>
                  {columns.map((column) => (
                    <Table.Cell key={column}>{String(row[column] ?? '')}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('Close')} onClick={onClose} />
      </Modal.Actions>
    </Modal>
  );
}
