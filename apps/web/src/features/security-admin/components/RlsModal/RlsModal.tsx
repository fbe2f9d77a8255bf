import { Select } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { Form, Loader, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { EMPTY_RLS_FORM, FILTER_TYPES, fromRule, isRlsFormComplete, toRlsPayload, type RlsFormValues } from '../../rls-form';
import { datasetOptions, rlsModal } from '../../rls.api';
import { roleOptions } from '../../users.api';
import { RecordModalActions } from '../RecordModalActions/RecordModalActions';

/** Adds or edits a row-level security rule: name, type, datasets, roles, group key, clause, description. */
export function RlsModal() {
  const dispatch = usePageDispatch();
  const modal = usePageSelector(rlsModal.selectModal);
  const [values, setValues] = useState<RlsFormValues>(EMPTY_RLS_FORM);

  useEffect(() => {
    if (modal.open && !modal.loading) setValues(modal.record ? fromRule(modal.record) : EMPTY_RLS_FORM);
  }, [modal.open, modal.loading, modal.record]);

  const change = (patch: Partial<RlsFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const complete = isRlsFormComplete(values);
  const submit = () => complete && dispatch(rlsModal.actions.saveRequested(toRlsPayload(values)));
  const close = () => dispatch(rlsModal.actions.closed());
  const title = modal.editingId === null ? t('Add Rule') : t('Edit Rule');

  return (
    <Modal open={modal.open} onClose={close} size="small" role="dialog" aria-label={title}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content>
        {modal.loading ? (
          <Loader active inline="centered" content={t('Loading...')} />
        ) : (
          <Form className="initial" onSubmit={submit}>
            {/* 'initial': Fomantic paints every empty required field red while it is empty; Save stays disabled instead. */}
            <Form.Input
              id="rls-name"
              required
              label={t('Rule Name')}
              value={values.name}
              onChange={(_, { value }) => change({ name: value })}
            />
            <div className="required field">
              <label htmlFor="rls-filter-type">{t('Filter Type')}</label>
              <Select<string>
                id="rls-filter-type"
                ariaLabel={t('Filter Type')}
                options={FILTER_TYPES.map((type) => ({ value: type, label: t(type) }))}
                value={values.filter_type}
                onChange={(type) => type && change({ filter_type: type as RlsFormValues['filter_type'] })}
                t={t}
              />
            </div>
            <p className="ui small grey text">
              {values.filter_type === 'Regular'
                ? t('Regular filters add where clauses to queries if a user belongs to a role referenced in the filter.')
                : t('Base filters apply filters to all queries except the roles defined in the filter.')}
            </p>
            <div className="required field">
              <label htmlFor="rls-datasets">{t('Datasets')}</label>
              <Select<number>
                id="rls-datasets"
                mode="multiple"
                ariaLabel={t('Datasets')}
                placeholder={t('Select datasets')}
                options={datasetOptions}
                value={values.datasets.map((dataset) => dataset.value)}
                selectedOptions={values.datasets}
                onChange={(_, options) => change({ datasets: options })}
                t={t}
              />
            </div>
            <div className="field">
              <label htmlFor="rls-roles">{values.filter_type === 'Regular' ? t('Roles') : t('Excluded roles')}</label>
              <Select<number>
                id="rls-roles"
                mode="multiple"
                ariaLabel={values.filter_type === 'Regular' ? t('Roles') : t('Excluded roles')}
                placeholder={t('Select roles')}
                options={roleOptions}
                value={values.roles.map((role) => role.value)}
                selectedOptions={values.roles}
                onChange={(_, options) => change({ roles: options })}
                t={t}
              />
            </div>
            <Form.Input
              id="rls-group-key"
              label={t('Group Key')}
              value={values.group_key}
              onChange={(_, { value }) => change({ group_key: value })}
            />
            <Form.TextArea
              id="rls-clause"
              required
              label={t('Clause')}
              rows={3}
              placeholder="region = 'EMEA'"
              value={values.clause}
              onChange={(_, { value }) => change({ clause: String(value ?? '') })}
            />
            <Form.TextArea
              id="rls-description"
              label={t('Description')}
              rows={2}
              value={values.description}
              onChange={(_, { value }) => change({ description: String(value ?? '') })}
            />
            {modal.saveError && <Message negative size="small" header={t('Could not save the rule')} content={modal.saveError.message} />}
          </Form>
        )}
      </Modal.Content>
      <RecordModalActions modal={modal} complete={complete} onCancel={close} onSubmit={submit} />
    </Modal>
  );
}
