import { cleanup, screen, waitFor } from '@testing-library/react';
import { initialConfigState } from '../../../config';
import { renderWithApp } from '../../../../testing/render-with-app';
import { CardCover } from './CardCover';

const URL_OF_THUMBNAIL = '/api/v1/chart/7/thumbnail/0123456789abcdef0123456789abcdef/';

describe('CardCover', () => {
  const fetchMock = jest.fn();
  const realFetch = globalThis.fetch;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    // Unmounted first, so the cover releases its picture with the stand-ins still in place.
    cleanup();
    globalThis.fetch = realFetch;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  const withFlag = (on: boolean) => ({ config: { ...initialConfigState, featureFlags: { THUMBNAILS: on } } });
  const answer = (status: number, type: string) =>
    ({
      status,
      ok: status < 300,
      headers: new Headers({ 'content-type': type }),
      blob: async () => new Blob(['png']),
    }) as unknown as Response;

  it('shows the placeholder and asks for nothing while THUMBNAILS is off', () => {
    renderWithApp(<CardCover icon="th large" thumbnailUrl={URL_OF_THUMBNAIL} />, { state: withFlag(false) });
    expect(screen.getByTestId('card-cover').querySelector('img')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the placeholder while the picture is drawn (202), then shows it', async () => {
    fetchMock.mockResolvedValueOnce(answer(202, 'application/json')).mockResolvedValueOnce(answer(200, 'image/png'));
    renderWithApp(<CardCover icon="th large" thumbnailUrl={URL_OF_THUMBNAIL} />, { state: withFlag(true) });
    const cover = screen.getByTestId('card-cover');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(cover).toHaveAttribute('data-thumbnail', 'rendering');
    expect(cover.querySelector('img')).toBeNull();
    await waitFor(() => expect(cover.querySelector('img')).toHaveAttribute('src', 'blob:thumbnail'), { timeout: 5000 });
    expect(cover).toHaveAttribute('data-thumbnail', 'ready');
    expect(fetchMock).toHaveBeenCalledWith(URL_OF_THUMBNAIL, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('falls back to the placeholder when there is no picture to show', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, 'application/json'));
    renderWithApp(<CardCover icon="th large" thumbnailUrl={URL_OF_THUMBNAIL} />, { state: withFlag(true) });
    await waitFor(() => expect(screen.getByTestId('card-cover')).toHaveAttribute('data-thumbnail', 'none'));
    expect(screen.getByTestId('card-cover').querySelector('img')).toBeNull();
  });
});
