const pad = (value: number) => String(value).padStart(2, '0');

/** Superset's default name of a dataset made from a query: the tab's name and `MM/DD/YYYY HH:mm:ss`. */
export function defaultDatasetName(tabName: string, at: Date): string {
  const date = `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return `${tabName} ${date} ${time}`;
}
