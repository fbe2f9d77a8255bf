export { knownLocale, loadServerCatalogues } from './server-catalogues';
export { currentLocale, localiseKnownText, serverPlural, serverText } from './server-text';
