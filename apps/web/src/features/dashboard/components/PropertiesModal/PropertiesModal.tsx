import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, Header, Message, Modal, TextArea } from 'semantic-ui-react';
import { MODAL_DEFAULT_WIDTH, Select } from '@tessera/ui';
import { listCategoricalSchemes } from '@tessera/viz';
import { t } from '../../../../i18n';
import { relatedLoader } from '../../../resource-list';
import { selectDashboardState } from '../../dashboard.selectors';
import { propertiesApplied, propertiesClosed, propertiesSaveRequested } from '../../dashboard.slice';
import type { DashboardOwner } from '../../dashboard.types';
import { selectDashboardRbac } from '../../properties/dashboard-rbac';
import {
  applyPropertiesDraft,
  parseMetadataText,
  propertiesDraft,
  refreshFrequencyOptions,
  withMetadataValue,
  type PropertiesDraft,
} from '../../properties/properties-form';
import { CssTemplateField } from './CssTemplateField';

const ownersLoader = relatedLoader('dashboard', 'owners');
const rolesLoader = relatedLoader('dashboard', 'roles');

function ownerLabel(owner: DashboardOwner): string {
  return owner.label ?? (`${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() || String(owner.id));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 16 }}>
      <Header as="h3" size="small">
        {title}
      </Header>
      {children}
    </section>
  );
}

/**
 * 'Edit properties': title, slug, owners, roles (with `DASHBOARD_RBAC`), certification, colour
 * scheme, CSS, JSON metadata and refresh frequency. In edit mode 'Apply' makes them part of the
 * unsaved edits; in view mode 'Save' writes them straight away. Invalid JSON metadata blocks both.
 */
export function PropertiesModal() {
  const dispatch = useDispatch();
  const { dashboard, editMode, properties } = useSelector(selectDashboardState);
  const withRoles = useSelector(selectDashboardRbac);
  const [draft, setDraft] = useState<PropertiesDraft | null>(null);

  // A fresh draft each time the modal opens.
  useEffect(() => {
    setDraft(properties.open && dashboard ? propertiesDraft(dashboard) : null);
    // Only on opening: later changes of the dashboard must not wipe what the user typed.
  }, [properties.open]);

  const metadata = useMemo(() => (draft ? parseMetadataText(draft.jsonMetadata) : null), [draft]);
  const schemes = useMemo(() => listCategoricalSchemes().map((scheme) => ({ value: scheme.id, label: scheme.label })), []);
  const refreshOptions = useMemo(() => refreshFrequencyOptions(), []);
  if (!properties.open || !dashboard || !draft) return null;

  const update = (patch: Partial<PropertiesDraft>) => setDraft({ ...draft, ...patch });
  const setMetadataValue = (key: string, value: unknown) => update({ jsonMetadata: withMetadataValue(draft.jsonMetadata, key, value) });
  const submit = () => {
    const next = applyPropertiesDraft(dashboard, draft, withRoles);
    if (!next) return;
    dispatch(editMode ? propertiesApplied({ dashboard: next }) : propertiesSaveRequested({ dashboard: next }));
  };
  const colorScheme = typeof metadata?.color_scheme === 'string' ? metadata.color_scheme : null;
  const refreshFrequency = Number(metadata?.refresh_frequency ?? 0);

  return (
    <Modal
      open
      onClose={() => dispatch(propertiesClosed())}
      role="dialog"
      aria-label={t('Dashboard properties')}
      style={{ width: MODAL_DEFAULT_WIDTH }}
    >
      <Modal.Header>{t('Dashboard properties')}</Modal.Header>
      <Modal.Content scrolling>
        <Form onSubmit={submit} error={metadata === null || properties.error !== null}>
          <Section title={t('Basic information')}>
            <Form.Input
              id="dashboard-properties-title"
              label={t('Name')}
              value={draft.title}
              onChange={(_event, data) => update({ title: String(data.value) })}
            />
            <Form.Input
              id="dashboard-properties-slug"
              label={t('URL slug')}
              value={draft.slug}
              onChange={(_event, data) => update({ slug: String(data.value) })}
            />
            <p className="help">{t('A readable URL for your dashboard')}</p>
          </Section>
          <Section title={t('Access')}>
            <Form.Field>
              <label htmlFor="dashboard-properties-owners">{t('Owners')}</label>
              <Select
                id="dashboard-properties-owners"
                mode="multiple"
                ariaLabel={t('Owners')}
                options={ownersLoader}
                value={draft.owners.map((owner) => owner.id)}
                selectedOptions={draft.owners.map((owner) => ({ value: owner.id, label: ownerLabel(owner) }))}
                onChange={(_values, options) =>
                  update({
                    owners: options.map(
                      (option) =>
                        draft.owners.find((owner) => owner.id === Number(option.value)) ?? {
                          id: Number(option.value),
                          label: String(option.label),
                        },
                    ),
                  })
                }
                t={t}
              />
              <p className="help">{t('Owners is a list of users who can alter the dashboard. Searchable by name or username.')}</p>
            </Form.Field>
            {withRoles && (
              <Form.Field>
                <label htmlFor="dashboard-properties-roles">{t('Roles')}</label>
                <Select
                  id="dashboard-properties-roles"
                  mode="multiple"
                  ariaLabel={t('Roles')}
                  options={rolesLoader}
                  value={draft.roles.map((role) => role.id)}
                  selectedOptions={draft.roles.map((role) => ({ value: role.id, label: role.name ?? String(role.id) }))}
                  onChange={(_values, options) =>
                    update({ roles: options.map((option) => ({ id: Number(option.value), name: String(option.label) })) })
                  }
                  t={t}
                />
                <p className="help">
                  {t(
                    'Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset level checks. If no roles are defined, regular access permissions apply.',
                  )}
                </p>
              </Form.Field>
            )}
          </Section>
          <Section title={t('Certification')}>
            <Form.Input
              id="dashboard-properties-certified-by"
              label={t('Certified by')}
              value={draft.certifiedBy}
              onChange={(_event, data) => update({ certifiedBy: String(data.value) })}
            />
            <p className="help">{t('Person or group that has certified this dashboard.')}</p>
            <Form.Input
              id="dashboard-properties-certification-details"
              label={t('Certification details')}
              value={draft.certificationDetails}
              onChange={(_event, data) => update({ certificationDetails: String(data.value) })}
            />
            <p className="help">{t('Any additional detail to show in the certification tooltip.')}</p>
          </Section>
          <Section title={t('Colors')}>
            <Form.Field>
              <label htmlFor="dashboard-properties-scheme">{t('Color scheme')}</label>
              <Select
                id="dashboard-properties-scheme"
                ariaLabel={t('Color scheme')}
                options={schemes}
                value={colorScheme}
                allowClear
                disabled={metadata === null}
                onChange={(value) => setMetadataValue('color_scheme', value)}
                t={t}
              />
              <p className="help">{t('Label colors are set in the JSON metadata (label_colors).')}</p>
            </Form.Field>
          </Section>
          <Section title={t('Advanced')}>
            <Form.Field>
              <label htmlFor="dashboard-properties-refresh">{t('Refresh frequency')}</label>
              <Select
                id="dashboard-properties-refresh"
                ariaLabel={t('Refresh frequency')}
                options={refreshOptions}
                value={Number.isFinite(refreshFrequency) ? refreshFrequency : 0}
                disabled={metadata === null}
                onChange={(value) => setMetadataValue('refresh_frequency', value ?? 0)}
                t={t}
              />
            </Form.Field>
            <CssTemplateField onChoose={(css) => update({ css })} />
            <Form.Field>
              <label htmlFor="dashboard-properties-css">{t('CSS')}</label>
              <TextArea
                id="dashboard-properties-css"
                rows={4}
                value={draft.css}
                onChange={(_event, data) => update({ css: String(data.value ?? '') })}
              />
            </Form.Field>
            <Form.Field error={metadata === null}>
              <label htmlFor="dashboard-properties-json">{t('JSON metadata')}</label>
              <TextArea
                id="dashboard-properties-json"
                rows={10}
                style={{ fontFamily: 'monospace' }}
                value={draft.jsonMetadata}
                onChange={(_event, data) => update({ jsonMetadata: String(data.value ?? '') })}
              />
            </Form.Field>
            {metadata === null && <Message error role="alert" content={t('JSON metadata is invalid!')} />}
          </Section>
          {properties.error && <Message error role="alert" content={properties.error} />}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={() => dispatch(propertiesClosed())}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary loading={properties.saving} disabled={metadata === null || properties.saving} onClick={submit}>
          {editMode ? t('Apply') : t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
