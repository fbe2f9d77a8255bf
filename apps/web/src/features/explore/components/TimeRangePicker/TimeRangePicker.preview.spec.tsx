import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { fakeApi, type FakeCall } from '../../../resource-list/testing/fake-api';
import { TimeRangePicker } from './TimeRangePicker';

/** What the server answers per range in these tests; anything else is refused as Superset does. */
const RESOLVED: Record<string, [string, string]> = {
  'Last week': ['2024-06-01T00:00:00', '2024-06-08T00:00:00'],
  'No filter': ['', ''],
  '2020-01-01 : now': ['2020-01-01T00:00:00', '2024-06-08T13:45:10'],
};

function rangeOf(call: FakeCall): string {
  const q = new URL(call.url, 'http://host').searchParams.get('q') ?? '';
  return q.replace(/^'|'$/g, '').replace(/!'/g, "'");
}

function timeRangeServer() {
  return fakeApi([
    {
      method: 'GET',
      url: /^\/api\/v1\/time_range\/\?q=/,
      status: 200,
      body: (call: FakeCall) => {
        const range = rangeOf(call);
        const [since, until] = RESOLVED[range];
        return { result: [{ since, until, timeRange: range }] };
      },
    },
  ]);
}

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <TimeRangePicker value={value} onChange={setValue} />;
}

const preview = () => screen.getByRole('status', { name: 'Actual time range' });

describe('TimeRangePicker preview of the resolved dates', () => {
  it('shows the range the server resolves in the user’s way of writing dates, dates at midnight without their time', async () => {
    const api = timeRangeServer();
    render(<Harness initial="Last week" />);
    expect(await within(preview()).findByText('Jun 1, 2024 ≤ col < Jun 8, 2024')).toBeInTheDocument();
    expect(api.callsTo('GET', /time_range/).map(rangeOf)).toEqual(['Last week']);
  });

  it('shows open ends as infinity', async () => {
    timeRangeServer();
    render(<Harness initial="No filter" />);
    expect(await within(preview()).findByText('-∞ ≤ col < ∞')).toBeInTheDocument();
  });

  it('asks once the typing pauses, for the last range only', async () => {
    const api = timeRangeServer();
    render(<Harness initial="2020-01-01 : today" />);
    const end = screen.getByLabelText('END (EXCLUSIVE)');
    fireEvent.change(end, { target: { value: 'n' } });
    fireEvent.change(end, { target: { value: 'no' } });
    fireEvent.change(end, { target: { value: 'now' } });
    expect(await within(preview()).findByText(/^Jan 1, 2020 ≤ col < Jun 8, 2024, 1:45:10\sPM$/)).toBeInTheDocument();
    expect(api.callsTo('GET', /time_range/).map(rangeOf)).toEqual(['2020-01-01 : now']);
  });

  it("shows the server's reason when it cannot read the range", async () => {
    const message = 'Unexpected time range: Cannot parse time range [sometime]: expected "<start> : <end>" or a named range';
    fakeApi([{ method: 'GET', url: /^\/api\/v1\/time_range\//, status: 400, body: { message } }]);
    render(<Harness initial="sometime" />);
    expect(await within(preview()).findByRole('alert')).toHaveTextContent(message);
  });
});
