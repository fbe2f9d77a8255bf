export { NavBar } from './components/NavBar/NavBar';
export { shouldHideNav, UI_CONFIG } from './hide-nav';
export { mainNavEntries, manageNavLinks, securityNavLinks, visibleNavEntries } from './nav-items';
export type { NavAccess, NavEntry, NavGroupEntry, NavLinkEntry } from './nav-items';
