import { t } from '../../i18n';
import type { HomeTab } from './home-list.types';

/** The list filter operators a resource offers for the three standard home tabs. */
export interface StandardTabOperators {
  /** On `id`: the caller's favourites (`chart_is_favorite`). */
  favorite: string;
  /** On `created_by`: created or changed by the caller (`chart_created_by_me`). */
  mine: string;
  /** On `created_by`, false: items nobody created, the examples (`chart_has_created_by`). */
  other: string;
}

/** Favorite, Mine and Other, as Superset's home charts and dashboards offer them. */
export function standardHomeTabs({ favorite, mine, other }: StandardTabOperators): HomeTab[] {
  return [
    {
      id: 'favorite',
      label: t('Favorite'),
      filters: [{ col: 'id', opr: favorite, value: true }],
      emptyText: t("You don't have any favorites yet!"),
    },
    { id: 'mine', label: t('Mine'), filters: [{ col: 'created_by', opr: mine, value: 'me' }], emptyText: t('Nothing created by you yet') },
    {
      id: 'other',
      label: t('Other'),
      filters: [{ col: 'created_by', opr: other, value: false }],
      emptyText: t('No examples or shared items yet'),
    },
  ];
}
