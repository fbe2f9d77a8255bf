import { Dropdown, Header } from 'semantic-ui-react';
import { EditableTitle } from '@tessera/ui';
import { t } from '../../../../i18n';
import { BACKGROUND_WHITE } from '../../layout/layout.constants';

const SIZES = { SMALL_HEADER: 'h4', MEDIUM_HEADER: 'h3', LARGE_HEADER: 'h2' } as const;

export interface LayoutHeaderProps {
  id: string;
  text: unknown;
  headerSize: unknown;
  background: unknown;
  /** In edit mode: the text is editable and the size can be chosen. */
  onChange?: (meta: { text?: string; headerSize?: string }) => void;
}

/** A HEADER component: a heading in small, medium or large size (medium when unset). */
export function LayoutHeader({ id, text, headerSize, background, onChange }: LayoutHeaderProps) {
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
      style={{ background: background === BACKGROUND_WHITE ? '#fff' : 'transparent', padding: onChange ? '8px 8px 8px 64px' : '8px 0', display: 'flex', alignItems: 'center', gap: 12 }}
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
        <Header as={as} data-header-size={headerSize ?? 'MEDIUM_HEADER'} style={{ margin: 0 }}>
          {shown}
        </Header>
      )}
    </div>
  );
}
