import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthsDatasource } from '../../explore.fixtures';
import { MetricsControl } from './MetricsControl';

function Harness({ multi, initial, spy }: { multi: boolean; initial: unknown; spy: jest.Mock }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <MetricsControl
      label="Metrics"
      value={value}
      multi={multi}
      columns={birthsDatasource.columns}
      metrics={birthsDatasource.metrics}
      onChange={(next) => {
        setValue(next);
        spy(next);
      }}
    />
  );
}

// Typing into selects is slow when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

describe('MetricsControl', () => {
  it('adds a saved metric and a custom SQL metric to a list', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Harness multi initial={[]} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Add metric to Metrics' }));
    await user.click(screen.getByRole('combobox', { name: 'Saved metric' }));
    await user.click(screen.getByRole('option', { name: 'count' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add metric to Metrics' }));
    await user.click(screen.getByRole('radio', { name: 'Custom SQL' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'SQL expression' }), 'MAX(num) - MIN(num)');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(spy).toHaveBeenLastCalledWith([
      'count',
      { expressionType: 'SQL', sqlExpression: 'MAX(num) - MIN(num)', label: 'MAX(num) - MIN(num)' },
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['count×', 'MAX(num) - MIN(num)×']);
  });

  it('holds one metric when single: remove it, then pick another', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Harness multi={false} initial="count" spy={spy} />);
    expect(screen.queryByRole('button', { name: 'Add metric to Metrics' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove count' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('button', { name: 'Add metric to Metrics' }));
    await user.click(screen.getByRole('radio', { name: 'Simple' }));
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    await user.click(screen.getByRole('option', { name: 'num' }));
    await user.click(screen.getByRole('combobox', { name: 'Aggregate' }));
    await user.click(screen.getByRole('option', { name: 'MAX' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(spy).toHaveBeenLastCalledWith({
      expressionType: 'SIMPLE',
      aggregate: 'MAX',
      column: { column_name: 'num', type: 'BIGINT' },
      label: 'MAX(num)',
    });
  });
});
