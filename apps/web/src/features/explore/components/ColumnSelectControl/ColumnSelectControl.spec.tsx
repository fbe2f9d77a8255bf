import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthsDatasource } from '../../explore.fixtures';
import { ColumnSelectControl } from './ColumnSelectControl';

function Harness({ multi, initial, spy }: { multi: boolean; initial: unknown; spy: jest.Mock }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <ColumnSelectControl
      label="Dimensions"
      value={value}
      columns={birthsDatasource.columns}
      multi={multi}
      onChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('ColumnSelectControl', () => {
  it('adds a custom SQL column with its label next to the picked columns', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Harness multi initial={['state']} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Add custom SQL column to Dimensions' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'SQL expression' }), 'EXTRACT(YEAR FROM ds)');
    await user.type(screen.getByRole('textbox', { name: 'Column label' }), 'Year');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(spy).toHaveBeenLastCalledWith(['state', { expressionType: 'SQL', sqlExpression: 'EXTRACT(YEAR FROM ds)', label: 'Year' }]);
    expect(screen.getByText('Year')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'SQL expression' })).toBeNull();
  });

  it('replaces a single column and names an unlabelled one by its expression', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Harness multi={false} initial="ds" spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Add custom SQL column to Dimensions' }));
    await user.type(screen.getByRole('textbox', { name: 'SQL expression' }), " DATE_TRUNC('month', ds) ");
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(spy).toHaveBeenLastCalledWith({
      expressionType: 'SQL',
      sqlExpression: "DATE_TRUNC('month', ds)",
      label: "DATE_TRUNC('month', ds)",
    });
  });
});
