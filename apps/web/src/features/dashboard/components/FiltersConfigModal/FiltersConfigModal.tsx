import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Icon, Menu, Message, Modal, type SemanticICONS } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectDashboardState } from '../../dashboard.selectors';
import { filtersConfigClosed, filtersConfigSaveRequested } from '../../dashboard.slice';
import {
  draftFromConfig,
  filterChanges,
  firstInvalid,
  moveDraft,
  newDividerDraft,
  newFilterDraft,
  type DraftErrors,
  type FilterDraft,
} from '../../model/filter-config';
import { scopeTree } from '../../filters/filter-scope';
import { FilterEditForm } from './FilterEditForm';

/** The form fields that can fail validation, in form order, with the id of the element taking the cursor. */
const FIELD_IDS: readonly [keyof DraftErrors, string][] = [
  ['name', 'filter-name'],
  ['dataset', 'filter-dataset'],
  ['column', 'filter-column'],
  ['defaultValue', 'filter-default-min'],
];

/** Puts the cursor in the first field with an error (the text input inside a dropdown); the name field otherwise. */
function focusFirstFailingField(errors: DraftErrors, fallback: HTMLInputElement | null) {
  const failing = FIELD_IDS.find(([field]) => errors[field]);
  const element = failing ? document.getElementById(failing[1]) : null;
  const target = element && !element.matches('input, textarea') ? (element.querySelector<HTMLElement>('input') ?? element) : element;
  (target ?? fallback)?.focus();
}

/** How long a removed filter can be restored before it leaves the list. */
export const RESTORE_FILTER_MS = 5000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function itemLabel(draft: FilterDraft): string {
  if (draft.name.trim()) return draft.name;
  return draft.kind === 'DIVIDER' ? t('[untitled divider]') : t('[untitled filter]');
}

/** A small button inside a list item that does not also select the item. */
function ItemButton({ icon, label, disabled, onClick }: { icon: SemanticICONS; label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      size="mini"
      icon={icon}
      basic
      disabled={disabled}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    />
  );
}

/** The native filters config modal: the list of filters and dividers on the left, the selected one's form on the right. */
export function FiltersConfigModal() {
  const dispatch = useDispatch();
  const { filtersConfig, dashboard, layout, charts } = useSelector(selectDashboardState);
  const saved = useMemo(() => {
    const config = dashboard?.metadata.native_filter_configuration;
    return Array.isArray(config) ? config.filter(isRecord) : [];
  }, [dashboard]);
  const [drafts, setDrafts] = useState<FilterDraft[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, DraftErrors>>({});
  const [focusPending, setFocusPending] = useState<DraftErrors | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const scopeNodes = useMemo(() => scopeTree(layout, (chartId) => charts[chartId]?.sliceName ?? String(chartId)), [layout, charts]);

  // Each opening starts from the dashboard's saved configuration.
  useEffect(() => {
    if (!filtersConfig.open) return;
    const initial = saved.map(draftFromConfig);
    setDrafts(initial);
    setSelectedId(initial[0]?.id ?? null);
    setRemoved(new Set());
    setErrors({});
  }, [filtersConfig.open, saved]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // Validation moves to the first failing filter and puts the cursor in its form.
  useEffect(() => {
    if (!focusPending) return;
    focusFirstFailingField(focusPending, nameInput.current);
    setFocusPending(null);
  }, [focusPending, selectedId]);

  if (!filtersConfig.open) return null;

  const live = drafts.filter((draft) => !removed.has(draft.id));
  const selected = live.find((draft) => draft.id === selectedId) ?? null;
  const update = (id: string, patch: Partial<FilterDraft>) => {
    setDrafts((current) => current.map((draft) => (draft.id === id ? { ...draft, ...patch } : draft)));
    setErrors((current) => ({ ...current, [id]: {} }));
  };
  const add = (draft: FilterDraft) => {
    setDrafts((current) => [...current, draft]);
    setSelectedId(draft.id);
  };
  const remove = (id: string) => {
    setRemoved((current) => new Set([...current, id]));
    if (selectedId === id) setSelectedId(live.find((draft) => draft.id !== id)?.id ?? null);
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setDrafts((current) => current.filter((draft) => draft.id !== id));
      }, RESTORE_FILTER_MS),
    );
  };
  const restore = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRemoved((current) => new Set([...current].filter((item) => item !== id)));
    setSelectedId(id);
  };
  const move = (id: string, offset: number) => {
    setDrafts((current) => {
      const index = current.findIndex((draft) => draft.id === id);
      return moveDraft(current, index, index + offset);
    });
  };
  const save = () => {
    const invalid = firstInvalid(live, t);
    if (invalid) {
      setErrors({ [invalid.id]: invalid.errors });
      setSelectedId(invalid.id);
      setFocusPending(invalid.errors);
      return;
    }
    dispatch(filtersConfigSaveRequested(filterChanges(saved, live)));
  };
  const close = () => dispatch(filtersConfigClosed());

  return (
    <Modal open onClose={close} size="large" role="dialog" aria-label={t('Add and edit filters')}>
      <Modal.Header>{t('Add and edit filters')}</Modal.Header>
      <Modal.Content style={{ display: 'flex', gap: '1em', alignItems: 'flex-start' }}>
        <div style={{ width: 260, flex: 'none' }}>
          <Button.Group size="small" fluid style={{ marginBottom: '1em' }}>
            <Button type="button" icon="plus" content={t('Add filter')} onClick={() => add(newFilterDraft())} />
            <Button type="button" icon="minus" content={t('Add divider')} onClick={() => add(newDividerDraft())} />
          </Button.Group>
          <Menu vertical fluid aria-label={t('Filters and dividers')}>
            {drafts.map((draft, index) =>
              removed.has(draft.id) ? (
                <Menu.Item key={draft.id} data-removed-filter={draft.id}>
                  <span>{t('You have removed this filter.')}</span>{' '}
                  <Button type="button" size="mini" basic onClick={() => restore(draft.id)}>
                    {t('Restore Filter')}
                  </Button>
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={draft.id}
                  active={draft.id === selectedId}
                  onClick={() => setSelectedId(draft.id)}
                  data-filter-item={draft.id}
                >
                  <span style={{ fontStyle: draft.kind === 'DIVIDER' ? 'italic' : undefined }}>{itemLabel(draft)}</span>
                  {errors[draft.id] && Object.keys(errors[draft.id] ?? {}).length > 0 && (
                    <Icon name="warning circle" color="red" aria-label={t('Has errors')} />
                  )}
                  <span style={{ float: 'inline-end' }}>
                    <ItemButton
                      icon="arrow up"
                      label={t('Move %s up', itemLabel(draft))}
                      disabled={index === 0}
                      onClick={() => move(draft.id, -1)}
                    />
                    <ItemButton
                      icon="arrow down"
                      label={t('Move %s down', itemLabel(draft))}
                      disabled={index === drafts.length - 1}
                      onClick={() => move(draft.id, 1)}
                    />
                    <ItemButton icon="trash" label={t('Remove %s', itemLabel(draft))} onClick={() => remove(draft.id)} />
                  </span>
                </Menu.Item>
              ),
            )}
          </Menu>
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {selected ? (
            <FilterEditForm
              key={selected.id}
              draft={selected}
              drafts={live}
              errors={errors[selected.id] ?? {}}
              layout={layout}
              scopeNodes={scopeNodes}
              nameInput={nameInput}
              onChange={(patch) => update(selected.id, patch)}
            />
          ) : (
            <p>{t('Add a filter or a divider to the filter bar.')}</p>
          )}
          {filtersConfig.error && <Message negative content={filtersConfig.error} />}
        </div>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={close}>
          {t('Cancel')}
        </Button>
        <Button type="button" primary loading={filtersConfig.saving} disabled={filtersConfig.saving} onClick={save}>
          {t('Save')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
