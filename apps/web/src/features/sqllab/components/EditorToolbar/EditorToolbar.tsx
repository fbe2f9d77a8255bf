import type { ReactNode } from 'react';
import { Button, Dropdown } from 'semantic-ui-react';
import { formatCount, t } from '../../../../i18n';
import type { CtasMethod } from '../../sqllab.types';

export interface EditorToolbarProps {
  running: boolean;
  canRun: boolean;
  /** Text is selected: 'Run selection' runs only that. */
  hasSelection: boolean;
  queryLimit: number;
  limitOptions: readonly number[];
  onRun: () => void;
  onStop: () => void;
  onLimitChange: (limit: number) => void;
  onSave: () => void;
  canSave: boolean;
  /** Opens 'Schedule query'; without it (no right to save queries) the button is not offered. */
  onSchedule?: () => void;
  /** The database estimates query costs (`allows_cost_estimate`) and the user may ask it (`can_estimate_query_cost`). */
  canEstimate: boolean;
  onEstimate: () => void;
  onFormat: () => void;
  formatting: boolean;
  /** The template parameters are set but not valid JSON. */
  templateParamsInvalid: boolean;
  onEditTemplateParams: () => void;
  onShowShortcuts: () => void;
  /** The kinds of CREATE … AS the database allows; each is offered in the Run button's menu. */
  createAs?: readonly CtasMethod[];
  onCreateAs?: (method: CtasMethod) => void;
  /** 'Copy link', beside Save so that the toolbar stays one row. */
  share?: ReactNode;
}

/** Run or stop, the row limit, estimate, format, parameters, shortcuts and save, under the editor. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { running, canRun, hasSelection, queryLimit, limitOptions, onRun, onStop, onLimitChange, onSave, canSave } = props;
  return (
    <div
      role="toolbar"
      aria-label={t('Query actions')}
      style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '0.4em', margin: '0.5em 0' }}
    >
      {running ? (
        <Button type="button" size="small" compact color="red" icon="stop" content={t('Stop')} onClick={onStop} />
      ) : (
        <Button.Group primary size="small">
          <Button
            type="button"
            primary
            compact
            icon="play"
            content={hasSelection ? t('Run selection') : t('Run')}
            disabled={!canRun}
            onClick={onRun}
            title={t('Run query (Ctrl + Enter)')}
          />
          {props.createAs && props.createAs.length > 0 && (
            <Dropdown className="button icon" floating disabled={!canRun} trigger={<></>} aria-label={t('More ways to run')}>
              <Dropdown.Menu>
                {props.createAs.map((method) => (
                  <Dropdown.Item
                    key={method}
                    text={method === 'VIEW' ? t('CREATE VIEW AS') : t('CREATE TABLE AS')}
                    onClick={() => props.onCreateAs?.(method)}
                  />
                ))}
              </Dropdown.Menu>
            </Dropdown>
          )}
        </Button.Group>
      )}
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em' }}>
        <span aria-hidden="true">{t('Limit')}</span>
        <Dropdown
          selection
          compact
          aria-label={t('Limit')}
          options={limitOptions.map((limit) => ({ key: limit, value: limit, text: formatCount(limit) }))}
          value={queryLimit}
          onChange={(_event, data) => onLimitChange(Number(data.value))}
        />
      </span>
      {props.canEstimate && (
        <Button
          type="button"
          size="small"
          compact
          basic
          icon="calculator"
          content={t('Estimate cost')}
          disabled={!canRun}
          onClick={props.onEstimate}
        />
      )}
      <Button
        type="button"
        size="small"
        compact
        basic
        icon="align left"
        content={t('Format SQL')}
        loading={props.formatting}
        disabled={!canRun || props.formatting}
        onClick={props.onFormat}
      />
      <Button
        type="button"
        size="small"
        compact
        basic
        icon={props.templateParamsInvalid ? 'warning sign' : 'code'}
        color={props.templateParamsInvalid ? 'orange' : undefined}
        content={t('Parameters')}
        title={props.templateParamsInvalid ? t('Your template parameters are not valid JSON: the query will run without them.') : undefined}
        onClick={props.onEditTemplateParams}
      />
      <Button
        type="button"
        size="small"
        compact
        basic
        icon="keyboard"
        aria-label={t('Keyboard shortcuts')}
        title={t('Keyboard shortcuts')}
        onClick={props.onShowShortcuts}
      />
      <div style={{ flex: 1 }} />
      {props.onSchedule && (
        <Button
          type="button"
          size="small"
          compact
          basic
          icon="calendar alternate outline"
          // An icon with its name on hover, like the shortcuts button: with 'Estimate cost' offered the labelled
          // buttons no longer fit one row beside the left bar at 1280 px, and Save wrapped onto a row of its own.
          aria-label={t('Schedule query')}
          title={t('Schedule the query periodically')}
          disabled={!canSave}
          onClick={props.onSchedule}
        />
      )}
      {props.share}
      {/* Outlined in the primary colour: Fomantic's plain grey button reads as disabled beside the basic ones. */}
      <Button type="button" size="small" compact basic primary icon="save" content={t('Save')} disabled={!canSave} onClick={onSave} />
    </div>
  );
}
