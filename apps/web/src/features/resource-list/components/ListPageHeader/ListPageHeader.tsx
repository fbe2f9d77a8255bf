import type { ReactNode } from 'react';
import { Header } from 'semantic-ui-react';

export interface ListPageHeaderProps {
  title: string;
  /** Buttons on the right ('Bulk select', '+ Dashboard' …). */
  children?: ReactNode;
}

/** A list page's title bar with its actions. */
export function ListPageHeader({ title, children }: ListPageHeaderProps) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: '0.5em',
        marginBottom: '1em',
      }}
    >
      <Header as="h1" style={{ margin: 0 }}>
        {title}
      </Header>
      <div style={{ display: 'flex', gap: '0.5em' }}>{children}</div>
    </div>
  );
}
