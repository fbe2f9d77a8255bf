import { Header } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { BACKGROUND_WHITE } from '../../layout/layout.constants';

const SIZES = { SMALL_HEADER: 'h4', MEDIUM_HEADER: 'h3', LARGE_HEADER: 'h2' } as const;

export interface LayoutHeaderProps {
  id: string;
  text: unknown;
  headerSize: unknown;
  background: unknown;
}

/** A HEADER component: a heading in small, medium or large size (medium when unset). */
export function LayoutHeader({ id, text, headerSize, background }: LayoutHeaderProps) {
  const as = SIZES[headerSize as keyof typeof SIZES] ?? SIZES.MEDIUM_HEADER;
  return (
    <div data-layout-id={id} data-layout-type="HEADER" style={{ background: background === BACKGROUND_WHITE ? '#fff' : 'transparent', padding: '8px 0' }}>
      <Header as={as} data-header-size={headerSize ?? 'MEDIUM_HEADER'}>
        {typeof text === 'string' && text ? text : t('New header')}
      </Header>
    </div>
  );
}
