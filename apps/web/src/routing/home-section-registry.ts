import type { ComponentType } from 'react';

/** The home page's sections, in the order they appear (spec part 1 §1). */
export const HOME_SECTION_IDS = ['recents', 'dashboards', 'charts', 'savedQueries'] as const;

export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];

export interface HomeSection {
  id: HomeSectionId;
  component: ComponentType;
}

export interface HomeSectionRegistry {
  register(section: HomeSection): void;
  /** Registered sections in home-page order. */
  list(): readonly HomeSection[];
}

export function createHomeSectionRegistry(): HomeSectionRegistry {
  const sections = new Map<HomeSectionId, HomeSection>();
  return {
    register(section) {
      if (sections.has(section.id)) throw new Error(`A home section is already registered for ${section.id}`);
      sections.set(section.id, section);
    },
    list: () =>
      HOME_SECTION_IDS.flatMap((id) => {
        const section = sections.get(id);
        return section ? [section] : [];
      }),
  };
}
