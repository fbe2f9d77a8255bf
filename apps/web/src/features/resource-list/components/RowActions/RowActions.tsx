import { Button, type SemanticICONS } from 'semantic-ui-react';

export interface RowAction {
  label: string;
  icon: SemanticICONS;
  onClick: () => void;
}

/** The icon buttons of a row's Actions cell or a card's footer. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {actions.map(({ label, icon, onClick }) => (
        <Button
          key={label}
          type="button"
          basic
          compact
          size="mini"
          icon={icon}
          aria-label={label}
          title={label}
          onClick={(event) => {
            // Actions sit inside clickable cards; they must not open the item.
            event.stopPropagation();
            onClick();
          }}
        />
      ))}
    </span>
  );
}
