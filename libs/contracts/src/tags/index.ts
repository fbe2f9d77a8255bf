export * from './favorites.contracts';
export * from './tag-list.resource';
export * from './tag.types';
export * from './tags.contracts';
