import { createHomeSectionRegistry, createRouteRegistry } from '../../routing';
import { registerReportsFeature } from '.';

describe('registerReportsFeature', () => {
  it("adds Superset's Alerts & Reports addresses, all behind sign-in", () => {
    const registries = { routes: createRouteRegistry(), homeSections: createHomeSectionRegistry() };
    registerReportsFeature(registries);
    expect(registries.routes.list().map((route) => [route.path, route.access])).toEqual([
      ['/alert/list/', 'authenticated'],
      ['/report/list/', 'authenticated'],
      ['/alert/:id/log/', 'authenticated'],
      ['/report/:id/log/', 'authenticated'],
    ]);
  });
});
