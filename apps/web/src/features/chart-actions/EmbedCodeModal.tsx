import { useState } from 'react';
import { Form, Modal } from 'semantic-ui-react';
import { CopyToClipboard, ErrorAlert, Loading } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { t } from '../../i18n';
import { createExplorePermalink } from './chart-actions.api';
import { embedCode } from './chart-image';
import { useRequest } from './use-request';

/** A typed size in pixels; an empty or invalid field keeps the default. */
function pixels(value: string, fallback: number): number {
  const parsed = Math.round(Number(value));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export interface EmbedCodeModalProps {
  formData: QueryFormData;
  onClose: () => void;
}

/** 'Embed code': an iframe snippet of the chart's permalink, sized by the two fields. */
export function EmbedCodeModal({ formData, onClose }: EmbedCodeModalProps) {
  const [width, setWidth] = useState('600');
  const [height, setHeight] = useState('400');
  const request = useRequest(() => createExplorePermalink(formData), [formData]);
  const code = request.status === 'done' ? embedCode(request.value, pixels(width, 600), pixels(height, 400)) : '';
  return (
    <Modal open onClose={onClose} closeIcon size="small" role="dialog" aria-label={t('Embed code')}>
      <Modal.Header>{t('Embed code')}</Modal.Header>
      <Modal.Content>
        {request.status === 'loading' && <Loading text={t('Loading...')} t={t} />}
        {request.status === 'failed' && <ErrorAlert message={request.message} t={t} />}
        {request.status === 'done' && (
          <Form>
            <Form.TextArea id="embed-code" label={t('Embed code')} value={code} readOnly rows={9} />
            <Form.Group widths="equal">
              <Form.Input
                id="embed-width"
                type="number"
                label={t('Chart width')}
                min={1}
                value={width}
                onChange={(_event, data) => setWidth(data.value)}
              />
              <Form.Input
                id="embed-height"
                type="number"
                label={t('Chart height')}
                min={1}
                value={height}
                onChange={(_event, data) => setHeight(data.value)}
              />
            </Form.Group>
            <CopyToClipboard text={code} label={t('Copy to clipboard')} successText={t('Copied to clipboard!')} t={t} />
          </Form>
        )}
      </Modal.Content>
    </Modal>
  );
}
