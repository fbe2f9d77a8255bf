import type { RoleService } from '@tessera/security';
import { RolesController } from './roles.controller';

describe('RolesController permissions-resources', () => {
  it("answers each pair in Flask-AppBuilder's shape, the view menu as view_menu", async () => {
    const listPermissionViews = jest.fn().mockResolvedValue({
      count: 1,
      result: [{ id: 7, permission: { id: 2, name: 'can_read' }, viewMenu: { id: 3, name: 'Chart' } }],
    });
    const controller = new RolesController({ listPermissionViews } as unknown as RoleService);

    const answer = await controller.listPermissionViews('(filter:chart,page:0,page_size:50)');

    expect(listPermissionViews).toHaveBeenCalledWith({ page: 0, pageSize: 50, search: 'chart' });
    expect(answer).toEqual({ count: 1, result: [{ id: 7, permission: { id: 2, name: 'can_read' }, view_menu: { id: 3, name: 'Chart' } }] });
  });
});
