import { parseBoundedJson } from '@tessera/contracts';
import type { ChartViewer } from '../access/viewer';
import { datasetFieldMalformed, datasetInvalid } from './dataset.errors';
import { serverText } from '@tessera/platform';

/** Superset's dataset edit rule: Admin or one of the owners; embedded guests never edit. */
export function canEditDataset(viewer: ChartViewer, dataset: { owners: number[] }): boolean {
  if (viewer.isGuest) return false;
  return viewer.isAdmin || (viewer.userId !== null && dataset.owners.includes(viewer.userId));
}

/** `extra` fields hold a JSON object as text; empty text counts as none. */
export function checkJsonObject(value: string | null | undefined, field: string): void {
  if (value === undefined || value === null || value.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(value);
  } catch {
    throw datasetFieldMalformed(field, serverText('JSON not valid'));
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw datasetFieldMalformed(field, serverText('JSON not valid'));
}

/** A metric currency as stored: JSON text of `{symbol, symbolPosition}`, or null. */
export function currencyText(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = parseBoundedJson(value);
    } catch {
      throw datasetFieldMalformed(field, serverText('JSON not valid'));
    }
  }
  const currency = parsed as Record<string, unknown>;
  if (!currency || typeof currency !== 'object' || typeof currency.symbol !== 'string' || typeof currency.symbolPosition !== 'string') {
    throw datasetFieldMalformed(field, serverText('Currency needs a symbol and a symbolPosition'));
  }
  return JSON.stringify({ symbol: currency.symbol, symbolPosition: currency.symbolPosition });
}

/** Superset allows only relative default endpoints, so a dataset link cannot lead off the site. */
export function checkDefaultEndpoint(value: string | null | undefined): void {
  if (!value) return;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    throw datasetInvalid({
      default_endpoint: [serverText('The submitted URL is not considered safe, only use URLs with the same domain as Tessera.')],
    });
  }
}

interface ChildItem {
  id?: number;
  name: string;
}

/**
 * Superset's checks on the authoritative column or metric list of a save: no name twice, every id
 * one of the dataset's own, and new items not reusing a name the dataset has (unless the list
 * replaces everything, as `override_columns` does).
 */
export function checkChildList(kind: 'columns' | 'metrics', items: ChildItem[], existing: ChildItem[], replacesAll = false): void {
  const names = items.map((item) => item.name);
  if (new Set(names).size !== names.length) {
    const text = kind === 'columns' ? serverText('One or more columns are duplicated') : serverText('One or more metrics are duplicated');
    throw datasetInvalid({ [kind]: [text] });
  }
  const existingIds = new Set(existing.map((item) => item.id));
  if (items.some((item) => item.id !== undefined && !existingIds.has(item.id)))
    throw datasetInvalid({
      [kind]: [kind === 'columns' ? serverText('One or more columns do not exist') : serverText('One or more metrics do not exist')],
    });
  if (replacesAll) return;
  const existingNames = new Set(existing.map((item) => item.name));
  if (items.some((item) => item.id === undefined && existingNames.has(item.name))) throw childNamesTaken(kind);
}

/** Superset's answer when new columns or metrics reuse names the dataset already has. */
export function childNamesTaken(kind: 'columns' | 'metrics') {
  return datasetInvalid({
    [kind]: [kind === 'columns' ? serverText('One or more columns already exist') : serverText('One or more metrics already exist')],
  });
}
