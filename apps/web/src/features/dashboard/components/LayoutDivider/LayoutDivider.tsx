import { Divider } from 'semantic-ui-react';

/** A DIVIDER component: a horizontal rule across its container. */
export function LayoutDivider({ id }: { id: string }) {
  return (
    <div data-layout-id={id} data-layout-type="DIVIDER">
      <Divider />
    </div>
  );
}
