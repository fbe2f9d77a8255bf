import { ErrorCode } from '@tessera/contracts';
import { BusContext } from '@tessera/platform';
import { LogsHandlers } from './logs.handlers';
import type { LogsService } from './logs.service';
import type { RecentActivityService } from './recent-activity.service';

function context(userId: number | null): BusContext {
  return new BusContext([
    { requestId: 'r', deadline: 0, caller: { userId, username: 'u', roles: [] } },
    {} as never,
    new AbortController().signal,
    null,
  ]);
}

describe('LogsHandlers', () => {
  const request = { page: 0, pageSize: 6, distinct: true, actions: ['explore'] };

  it('asks for the recent activity of the caller', async () => {
    const recent = jest.fn().mockResolvedValue([{ item_title: 'x' }]);
    const handlers = new LogsHandlers({} as LogsService, { recent } as unknown as RecentActivityService);
    expect(await handlers.recent(request, context(7))).toEqual({ result: [{ item_title: 'x' }] });
    expect(recent).toHaveBeenCalledWith(7, request);
  });

  it('refuses callers without a user', async () => {
    const handlers = new LogsHandlers({} as LogsService, { recent: jest.fn() } as unknown as RecentActivityService);
    await expect(handlers.recent(request, context(null))).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
  });
});
