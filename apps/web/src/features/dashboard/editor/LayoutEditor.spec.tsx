import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PATHS } from '../../../routing';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import type { RolePermissions } from '../../auth';
import { fakeApi } from '../../resource-list/testing/fake-api';
import { addToast } from '../../toasts';
import {
  dashboardLoaded,
  dashboardSaveRequested,
  layoutEdited,
  overwriteConfirmationRequested,
  overwriteConfirmed,
} from '../dashboard.slice';
import type { NativeFilter } from '../dashboard.types';
import { parseNativeFilters } from '../model/native-filters';
import { UNDO_LIMIT } from '../layout/layout-history';
import { parseLayout } from '../layout/layout';
import { DashboardPage } from '../pages/DashboardPage';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';

// Jest runs CommonJS; marked ships its CommonJS build as UMD beside the ES module the app bundles.
jest.mock('marked', () => jest.requireActual(require.resolve('marked/package.json').replace('package.json', 'lib/marked.umd.js')));

jest.setTimeout(30_000);

const SAVED_CHARTS = [
  {
    id: 41,
    slice_name: 'Weekly orders',
    viz_type: 'big_number_total',
    datasource_id: 7,
    datasource_type: 'table',
    datasource_name_text: 'orders',
    form_data: { viz_type: 'big_number_total', metric: 'count' },
    description: null,
  },
  {
    id: 42,
    slice_name: 'Revenue by region',
    viz_type: 'pie',
    datasource_id: 7,
    datasource_type: 'table',
    datasource_name_text: 'orders',
    form_data: { viz_type: 'pie' },
    description: null,
  },
];

function renderEditor(roles: RolePermissions = { Admin: [['can_write', 'Dashboard']] }, filters: NativeFilter[] = []) {
  const api = fakeApi([
    {
      method: 'GET',
      url: /^\/api\/v1\/chart\/\?q=/,
      body: (call: { url: string }) => {
        const search = /value:'?([A-Za-z ]+)'?\)/.exec(call.url)?.[1] ?? '';
        const result = SAVED_CHARTS.filter((chart) => chart.slice_name.includes(search));
        return { count: result.length, result };
      },
    },
  ]);
  const view = renderWithApp(
    <Routes>
      <Route path={PATHS.dashboard} element={<DashboardPage />} />
    </Routes>,
    { path: '/superset/dashboard/sales/', state: signedInState(roles) },
  );
  act(() => {
    view.store.dispatch(
      dashboardLoaded({
        dashboard: fixtureDashboard(),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters,
      }),
    );
  });
  return { ...view, api };
}

const frame = (id: string) => document.querySelector<HTMLElement>(`[data-editor-id="${id}"]`) as HTMLElement;
const controlsOf = (id: string) => within(frame(id).firstElementChild as HTMLElement);

/** A DataTransfer stand-in: jsdom has none, and react-dnd's HTML5 backend only needs these members. */
function dataTransfer() {
  return {
    dropEffect: 'move',
    effectAllowed: 'all',
    types: [] as string[],
    setData: jest.fn(),
    getData: () => '',
    setDragImage: jest.fn(),
    clearData: jest.fn(),
  };
}

function placeBox(element: HTMLElement, box: { left: number; top: number; width: number; height: number }) {
  jest
    .spyOn(element, 'getBoundingClientRect')
    .mockReturnValue({ ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => box });
}

type Point = { clientX: number; clientY: number };

/** jsdom has no DragEvent or PointerEvent, so the pointer's coordinates are set on the plain event. */
function fireAt(
  kind: 'dragStart' | 'dragEnter' | 'dragOver' | 'drop' | 'dragEnd' | 'pointerDown' | 'pointerMove' | 'pointerUp',
  element: HTMLElement,
  point: Point,
  init: object = {},
) {
  const event = createEvent[kind](element, init);
  Object.defineProperties(event, { clientX: { value: point.clientX }, clientY: { value: point.clientY } });
  fireEvent(element, event);
}

/** Drags `source` and drops it at a point over `target`, with the events the HTML5 backend listens to. */
function dragAndDrop(source: HTMLElement, target: HTMLElement, point: Point) {
  const transfer = { dataTransfer: dataTransfer() };
  act(() => fireAt('dragStart', source, { clientX: 0, clientY: 0 }, transfer));
  act(() => {
    fireAt('dragEnter', target, point, transfer);
    fireAt('dragOver', target, point, transfer);
  });
  act(() => {
    fireAt('drop', target, point, transfer);
    fireAt('dragEnd', source, point, transfer);
  });
}

async function enterEditMode() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
  return screen.getByRole('complementary', { name: 'Dashboard builder' });
}

describe('the dashboard layout editor', () => {
  it('is offered to those who may edit only', () => {
    renderEditor({ Gamma: [['can_read', 'Dashboard']] });
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-editor-id]')).toBeNull();
  });

  it('lists 200 saved charts at a time, searchable, and the layout elements', async () => {
    const { api } = renderEditor();
    const panel = await enterEditMode();
    expect(within(panel).getByRole('tab', { name: 'Charts' })).toHaveAttribute('aria-selected', 'true');
    const list = within(panel).getByRole('list', { name: 'Saved charts' });
    expect(await within(list).findByText('Weekly orders')).toBeInTheDocument();
    expect(api.callsTo('GET', /\/api\/v1\/chart\//)[0]?.url).toContain('page_size:200');

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Filter your charts' }), 'Revenue');
    await waitFor(() => expect(within(list).queryByText('Weekly orders')).not.toBeInTheDocument());
    expect(within(list).getByText('Revenue by region')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url).toContain('opr:chart_all_text,value:Revenue');

    await userEvent.click(within(panel).getByRole('tab', { name: 'Layout elements' }));
    const elements = within(panel).getByRole('list', { name: 'Layout elements' });
    expect(
      within(elements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tabs', 'Row', 'Column', 'Header', 'Text / Markdown', 'Divider']);
  });

  it('adds a dragged saved chart where it is dropped, in a new row at default size, and it renders', async () => {
    const { store } = renderEditor();
    const panel = await enterEditMode();
    const entry = (await within(panel).findByText('Weekly orders')).closest('[role="listitem"]') as HTMLElement;
    // Near the bottom edge of the large header: the chart goes below it.
    placeBox(frame('HEADER-1'), { left: 0, top: 0, width: 800, height: 60 });
    dragAndDrop(entry, frame('HEADER-1'), { clientX: 400, clientY: 55 });

    const grid = store.getState().dashboard.layout.GRID_ID?.children ?? [];
    const newRow = store.getState().dashboard.layout[grid[1] as string];
    expect(newRow?.type).toBe('ROW');
    const chart = store.getState().dashboard.layout[newRow?.children[0] as string];
    expect(chart?.meta).toMatchObject({ chartId: 41, width: 4, height: 50 });
    expect(store.getState().dashboard.charts[41]?.sliceName).toBe('Weekly orders');
    expect(within(frame(newRow?.children[0] as string)).getByText('Weekly orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('does nothing for a drop away from every edge, and says why a drop that does not fit is refused', async () => {
    const { store, actions } = renderEditor();
    const panel = await enterEditMode();
    const before = store.getState().dashboard.layout;
    const entry = (await within(panel).findByText('Weekly orders')).closest('[role="listitem"]') as HTMLElement;
    placeBox(frame('HEADER-1'), { left: 0, top: 0, width: 800, height: 60 });
    dragAndDrop(entry, frame('HEADER-1'), { clientX: 400, clientY: 30 });
    expect(store.getState().dashboard.layout).toBe(before);

    // ROW-1 is full: a chart next to CHART-a does not fit.
    placeBox(frame('CHART-a'), { left: 0, top: 100, width: 300, height: 400 });
    dragAndDrop(entry, frame('CHART-a'), { clientX: 295, clientY: 300 });
    expect(store.getState().dashboard.layout).toBe(before);
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: addToast.type,
        payload: expect.objectContaining({
          type: 'danger',
          text: 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
        }),
      }),
    );
  });

  it('moves a component by its drag handle', async () => {
    const { store } = renderEditor();
    await enterEditMode();
    placeBox(frame('HEADER-1'), { left: 0, top: 0, width: 800, height: 60 });
    dragAndDrop(controlsOf('DIVIDER-1').getByRole('button', { name: 'Drag to move' }), frame('HEADER-1'), { clientX: 400, clientY: 5 });
    expect(store.getState().dashboard.layout.GRID_ID?.children).toEqual(['DIVIDER-1', 'HEADER-1', 'ROW-1', 'TABS-1']);
  });

  it('deletes, undoes, redoes and discards', async () => {
    const { store } = renderEditor();
    await enterEditMode();
    await userEvent.click(controlsOf('CHART-a').getByRole('button', { name: 'Delete component' }));
    expect(frame('CHART-a')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(frame('CHART-a')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(frame('CHART-a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(store.getState().dashboard.editMode).toBe(false);
    expect(document.querySelector('[data-layout-id="CHART-a"]')).not.toBeNull();
  });

  it('resizes a chart by its corner handle in grid units, within the room its row leaves', async () => {
    const { store } = renderEditor();
    await enterEditMode();
    await userEvent.click(controlsOf('COLUMN-1').getByRole('button', { name: 'Delete component' }));
    // Four columns across 284 px: 75 px a column with the gutter.
    placeBox(frame('CHART-a'), { left: 0, top: 0, width: 284, height: 400 });
    const corner = frame('CHART-a').querySelector('[data-resize-handle="corner"]') as HTMLElement;
    act(() => fireAt('pointerDown', corner, { clientX: 284, clientY: 400 }));
    act(() => fireAt('pointerMove', corner, { clientX: 284 + 150, clientY: 480 }));
    expect(within(frame('CHART-a')).getByText('6 × 60')).toBeInTheDocument();
    act(() => fireAt('pointerUp', corner, { clientX: 284 + 150, clientY: 480 }));
    expect(store.getState().dashboard.layout['CHART-a']?.meta).toMatchObject({ width: 6, height: 60 });

    const right = frame('CHART-a').querySelector('[data-resize-handle="right"]') as HTMLElement;
    act(() => fireAt('pointerDown', right, { clientX: 0, clientY: 0 }));
    act(() => fireAt('pointerUp', right, { clientX: 5000, clientY: 300 }));
    expect(store.getState().dashboard.layout['CHART-a']?.meta).toMatchObject({ width: 12, height: 60 });
  });

  it('edits markdown with a preview of sanitised HTML, header sizes and tab titles', async () => {
    const { store, actions } = renderEditor();
    await enterEditMode();
    const markdown = frame('MARKDOWN-1');
    await userEvent.click(within(markdown).getByRole('button', { name: 'Edit' }));
    const text = within(markdown).getByRole('textbox', { name: 'Markdown' });
    await userEvent.clear(text);
    await userEvent.type(text, '**Bold** <video src="a.mp4"></video><iframe src="x"></iframe>');
    await userEvent.click(within(markdown).getByRole('button', { name: 'Preview' }));
    expect(store.getState().dashboard.layout['MARKDOWN-1']?.meta.code).toContain('**Bold**');
    expect(markdown.querySelector('strong')?.textContent).toBe('Bold');
    expect(markdown.querySelector('video')).not.toBeNull();
    expect(markdown.querySelector('iframe')).toBeNull();

    const header = frame('HEADER-1');
    await userEvent.click(within(header).getByRole('listbox', { name: 'Header size' }));
    await userEvent.click(within(header).getByRole('option', { name: 'Small' }));
    expect(store.getState().dashboard.layout['HEADER-1']?.meta.headerSize).toBe('SMALL_HEADER');

    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const tabs = store.getState().dashboard.layout['TABS-1']?.children ?? [];
    expect(tabs).toHaveLength(3);
    await userEvent.click(screen.getByRole('tab', { name: 'Tab title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Tab title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tab title' }), 'West{Enter}');
    expect(store.getState().dashboard.layout[tabs[2] as string]?.meta.text).toBe('West');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(actions).toContainEqual(dashboardSaveRequested());
  });

  it('asks before overwriting a changed server copy, naming who changed it and when', async () => {
    const { store, actions } = renderEditor();
    await enterEditMode();
    act(() => {
      store.dispatch(
        overwriteConfirmationRequested({
          changedByName: 'Bob Builder',
          changedOn: '2026-11-25T10:00:00',
          fields: ['css', 'filter_scopes'],
        }),
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirm overwrite' });
    expect(within(dialog).getByText('Please confirm the overwrite values.')).toBeInTheDocument();
    expect(within(dialog).getByText('Last updated by Bob Builder at 2026-11-25T10:00:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Filter scopes')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(actions).toContainEqual(overwriteConfirmed());
    expect(screen.queryByRole('dialog', { name: 'Confirm overwrite' })).not.toBeInTheDocument();
  });

  it('warns when a moved chart leaves the filter scope it was in', async () => {
    const northOnly = parseNativeFilters({
      native_filter_configuration: [{ ...REGION_FILTER, scope: { rootPath: ['TAB-1'], excluded: [] } }],
    });
    const { store, actions } = renderEditor(undefined, northOnly);
    await enterEditMode();
    placeBox(frame('HEADER-1'), { left: 0, top: 0, width: 800, height: 60 });
    dragAndDrop(controlsOf('CHART-c').getByRole('button', { name: 'Drag to move' }), frame('HEADER-1'), { clientX: 400, clientY: 55 });
    expect(store.getState().dashboard.layout['ROW-3']).toBeUndefined();
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: addToast.type,
        payload: expect.objectContaining({ type: 'warning', text: 'This chart has been moved to a different filter scope.' }),
      }),
    );
  });

  it(`warns once all ${UNDO_LIMIT} undo slots are used`, async () => {
    const { store, actions } = renderEditor();
    await enterEditMode();
    const warning = `You have used all ${UNDO_LIMIT} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
    const warned = () =>
      actions.filter((action) => action.type === addToast.type && (action as ReturnType<typeof addToast>).payload.text === warning);
    act(() => {
      for (let edit = 0; edit < UNDO_LIMIT - 1; edit += 1)
        store.dispatch(layoutEdited({ layout: { ...store.getState().dashboard.layout } }));
    });
    expect(warned()).toHaveLength(0);
    act(() => {
      store.dispatch(layoutEdited({ layout: { ...store.getState().dashboard.layout } }));
      store.dispatch(layoutEdited({ layout: { ...store.getState().dashboard.layout } }));
    });
    expect(warned()).toHaveLength(1);
  });
});
