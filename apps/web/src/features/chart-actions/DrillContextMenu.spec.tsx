import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/render-with-app';
import { birthsDatasource } from '../explore/explore.fixtures';
import { initialFormData } from '../explore/form-data';
import { fakeApi } from '../resource-list/testing/fake-api';
import type { ContextMenuEvent } from '@tessera/viz';
import { DrillContextMenu } from './DrillContextMenu';

jest.setTimeout(20_000);

const formData = initialFormData(
  {
    viz_type: 'table',
    groupby: ['state', 'ds'],
    metrics: ['count'],
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>', comparator: 10 }],
  },
  birthsDatasource,
);
const mark: ContextMenuEvent = {
  x: 40,
  y: 60,
  filters: [
    { col: 'state', op: '==', val: 'CA' },
    { col: 'ds', op: '==', val: 2020 },
  ],
};

/** The chart host: the menu is open until it asks to close. */
function Host() {
  const [event, setEvent] = useState<ContextMenuEvent | null>(mark);
  return <DrillContextMenu chartName="Births" formData={formData} event={event} onClose={() => setEvent(null)} />;
}

describe('DrillContextMenu', () => {
  it('offers drill to detail by each value of the right-clicked mark, and by all of them', () => {
    renderWithApp(<DrillContextMenu chartName="Births" formData={formData} event={mark} onClose={jest.fn()} />);
    const menu = screen.getByRole('menu', { name: 'Drill to detail' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Drill to detail', 'Drill to detail by CA', 'Drill to detail by 2020', 'Drill to detail by all']);
  });

  it("opens the rows behind the mark with the chart's own filters and the mark's value as a removable chip", async () => {
    const api = fakeApi([
      {
        method: 'POST',
        url: /^\/datasource\/samples\?/,
        body: {
          result: { colnames: ['state', 'num'], coltypes: [1, 0], data: [{ state: 'CA', num: 12 }], total_count: 1, page: 1, per_page: 50 },
        },
      },
    ]);
    renderWithApp(<Host />);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Drill to detail by CA' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Drill to detail: Births' });
    expect(await within(dialog).findByRole('gridcell', { name: '12' })).toBeInTheDocument();
    const chips = within(dialog).getByRole('list', { name: 'Drill to detail filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['state = CA']);
    const [first] = api.callsTo('POST', /datasource\/samples/);
    expect(first?.body).toMatchObject({
      filters: [
        { col: 'num', op: '>', val: 10 },
        { col: 'state', op: '==', val: 'CA' },
      ],
    });

    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter state = CA' }));
    const calls = api.callsTo('POST', /datasource\/samples/);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ filters: [{ col: 'num', op: '>', val: 10 }] });
  });
});
