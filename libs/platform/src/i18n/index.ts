export { knownLocale, loadServerCatalogues } from './server-catalogues';
export { currentLocale, localisedMessage, localiseKnownText, serverPlural, serverText } from './server-text';
