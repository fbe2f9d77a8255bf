export * from './apply-list-query';
export * from './humanize';
export * from './object-directory.client';
export * from './user-directory.client';
export * from './tagged-objects.client';
export * from './thumbnail-digest';
export * from './owned-object-filters';
