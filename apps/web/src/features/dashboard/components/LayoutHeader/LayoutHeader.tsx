import { useDispatch } from 'react-redux';
import { Button, Dropdown, Header } from 'semantic-ui-react';
import { EditableTitle } from '@tessera/ui';
import { t } from '../../../../i18n';
import { permalinkShareRequested } from '../../dashboard.slice';
import { useHoverOrFocus } from '../../editor/useHoverOrFocus';
import { BACKGROUND_WHITE } from '../../layout/layout.constants';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';

const SIZES = { SMALL_HEADER: 'h4', MEDIUM_HEADER: 'h3', LARGE_HEADER: 'h2' } as const;

export interface LayoutHeaderProps {
  id: string;
  text: unknown;
  headerSize: unknown;
  background: unknown;
  /** In edit mode: the text is editable and the size can be chosen. */
  onChange?: (meta: { text?: string; headerSize?: string }) => void;
}

/**
 * A HEADER component: a heading in small, medium or large size (medium when unset). In view mode,
 * pointing at it offers a permalink to the dashboard scrolled to this header, as Superset's anchor link.
 */
export function LayoutHeader({ id, text, headerSize, background, onChange }: LayoutHeaderProps) {
  const dispatch = useDispatch();
  const { active, handlers } = useHoverOrFocus();
  // Guests of an embedded dashboard share nothing, as in the header.
  const { isGuest } = useDashboardUiConfig();
  const as = SIZES[headerSize as keyof typeof SIZES] ?? SIZES.MEDIUM_HEADER;
  const shown = typeof text === 'string' && text ? text : t('New header');
  const sizeOptions = [
    { key: 'SMALL_HEADER', value: 'SMALL_HEADER', text: t('Small') },
    { key: 'MEDIUM_HEADER', value: 'MEDIUM_HEADER', text: t('Medium') },
    { key: 'LARGE_HEADER', value: 'LARGE_HEADER', text: t('Large') },
  ];
  return (
    <div
      data-layout-id={id}
      data-layout-type="HEADER"
      style={{
        background: background === BACKGROUND_WHITE ? '#fff' : 'transparent',
        padding: onChange ? '8px 8px 8px 64px' : '8px 0',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
      }}
      {...(onChange ? {} : handlers)}
    >
      {onChange ? (
        <>
          <EditableTitle as={as} title={shown} canEdit label={t('Header text')} onSave={(next) => onChange({ text: next })} t={t} />
          <Dropdown
            aria-label={t('Header size')}
            selection
            compact
            options={sizeOptions}
            value={typeof headerSize === 'string' ? headerSize : 'MEDIUM_HEADER'}
            onChange={(_event, data) => onChange({ headerSize: String(data.value) })}
          />
        </>
      ) : (
        <>
          <Header as={as} data-header-size={headerSize ?? 'MEDIUM_HEADER'} style={{ margin: 0 }}>
            {shown}
          </Header>
          {/* Kept in the layout while hidden, so focus can reach it from the keyboard; named after its header. */}
          {!isGuest && (
            <Button
              basic
              circular
              size="mini"
              icon="linkify"
              aria-label={t('Copy permalink to %s', shown)}
              title={t('Copy permalink to clipboard')}
              style={{ opacity: active ? 1 : 0 }}
              onClick={() => dispatch(permalinkShareRequested({ anchor: id }))}
            />
          )}
        </>
      )}
    </div>
  );
}
