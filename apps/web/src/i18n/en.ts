import type { Catalogue } from './catalogue.types';
import { SHELL_TEXTS } from './en/shell.texts';
import { LIST_TEXTS } from './en/lists.texts';
import { EXPLORE_TEXTS } from './en/explore.texts';
import { DASHBOARD_TEXTS } from './en/dashboard.texts';
import { DATASET_TEXTS } from './en/datasets.texts';
import { SQL_EDITOR_TEXTS } from './en/sqllab.texts';
import { REPORT_TEXTS } from './en/reports.texts';
import { ADMIN_TEXTS } from './en/admin.texts';

/**
 * English is the source language: every text the code passes to `t` maps to itself. The lists, one
 * file per area of the product under `en/`, are what other locales translate; a test keeps them in
 * step with the code.
 */
const TEXTS = [
  ...SHELL_TEXTS,
  ...LIST_TEXTS,
  ...EXPLORE_TEXTS,
  ...DASHBOARD_TEXTS,
  ...DATASET_TEXTS,
  ...SQL_EDITOR_TEXTS,
  ...REPORT_TEXTS,
  ...ADMIN_TEXTS,
] as const;

export const en: Catalogue = Object.fromEntries(TEXTS.map((text) => [text, text]));
