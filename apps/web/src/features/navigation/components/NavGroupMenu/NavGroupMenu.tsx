import { Link } from 'react-router-dom';
import { Dropdown } from 'semantic-ui-react';
import type { NavGroupEntry } from '../../nav-items';

interface NavGroupMenuProps {
  group: NavGroupEntry;
}

export function NavGroupMenu({ group }: NavGroupMenuProps) {
  return (
    <Dropdown item text={group.label}>
      <Dropdown.Menu>
        {group.items.map((item) => (
          <Dropdown.Item key={item.path} as={Link} to={item.path} text={item.label} />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
