import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../../testing/render-with-app';
import { signedInState } from '../../../testing/session-fixtures';
import { fakeApi, type FakeRoute } from '../../resource-list/testing/fake-api';
import { AnnotationListPage } from './AnnotationListPage';

jest.setTimeout(20_000);

const annotation = {
  id: 8,
  short_descr: 'v2 launch',
  long_descr: null,
  start_dttm: '2026-03-01T09:00:00',
  end_dttm: '2026-03-01T09:00:00',
  json_metadata: null,
};

const routes: FakeRoute[] = [
  { method: 'GET', url: /^\/api\/v1\/annotation_layer\/3$/, body: { id: 3, result: { id: 3, name: 'Releases', descr: null } } },
  { method: 'GET', url: /^\/api\/v1\/annotation_layer\/3\/annotation\/\?q=/, body: { count: 1, result: [annotation] } },
  { method: 'GET', url: /^\/api\/v1\/annotation_layer\/3\/annotation\/8$/, body: { id: 8, result: annotation } },
  { method: 'POST', url: /^\/api\/v1\/annotation_layer\/3\/annotation\/$/, status: 201, body: { id: 9, result: {} } },
  { method: 'PUT', url: /^\/api\/v1\/annotation_layer\/3\/annotation\/8$/, body: { id: 8, result: {} } },
  { method: 'DELETE', url: /^\/api\/v1\/annotation_layer\/3\/annotation\/\?q=/, body: { message: 'Deleted 1 annotation' } },
];

function renderPage(canWrite = true) {
  window.history.replaceState(null, '', '/annotationlayer/3/annotation/');
  const grants: [string, string][] = canWrite
    ? [
        ['can_read', 'Annotation'],
        ['can_write', 'Annotation'],
      ]
    : [['can_read', 'Annotation']];
  return renderWithApp(
    <Routes>
      <Route path="/annotationlayer/:layerId/annotation/" element={<AnnotationListPage />} />
    </Routes>,
    { path: '/annotationlayer/3/annotation/', state: signedInState({ Alpha: grants }) },
  );
}

describe('AnnotationListPage', () => {
  it("lists the layer's annotations under its name, newest first", async () => {
    const api = fakeApi(routes);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Annotation Layer Releases' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'v2 launch' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell', { name: '2026-03-01 09:00' })).toHaveLength(2);
    expect(api.callsTo('GET', /\/annotation\/\?q=/)[0]?.url).toContain('order_column:start_dttm,order_direction:desc');
  });

  it('adds an annotation, an event when it has no end', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    await screen.findByRole('cell', { name: 'v2 launch' });
    await person.click(screen.getByRole('button', { name: 'Annotation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add annotation' });
    await person.type(within(dialog).getByLabelText(/Annotation name/), 'Outage');
    await person.type(within(dialog).getByLabelText(/Start/), '2026-04-02T10:30');
    await person.type(within(dialog).getByLabelText('JSON metadata'), '{{');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await person.clear(within(dialog).getByLabelText('JSON metadata'));
    await person.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST', /\/annotation\/$/)[0]?.body).toEqual({
        short_descr: 'Outage',
        long_descr: null,
        start_dttm: '2026-04-02T10:30:00',
        end_dttm: '2026-04-02T10:30:00',
        json_metadata: null,
      }),
    );
  });

  it('edits and deletes an annotation', async () => {
    const api = fakeApi(routes);
    const person = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'v2 launch' })).closest('tr') as HTMLElement;
    await person.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit annotation' });
    const name = within(dialog).getByLabelText(/Annotation name/);
    await waitFor(() => expect(name).toHaveValue('v2 launch'));
    await person.type(name, '!');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', /\/annotation\/8$/)[0]?.body).toMatchObject({ short_descr: 'v2 launch!' }));

    await person.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    await person.type(within(confirm).getByLabelText('Please type DELETE to confirm'), 'DELETE');
    await person.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', /\/annotation\/\?q=/)[0]?.url).toBe('/api/v1/annotation_layer/3/annotation/?q=!(8)'));
  });

  it('shows a reader the annotations without tools to change them', async () => {
    fakeApi(routes);
    renderPage(false);
    const row = (await screen.findByRole('cell', { name: 'v2 launch' })).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annotation' })).not.toBeInTheDocument();
  });
});
