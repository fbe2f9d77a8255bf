/** A tag as lists embed it (`tags.id`, `tags.name`, `tags.type`). */
export interface ListedTag {
  id: number;
  name: string;
  type: number | string;
}

/** Lists show the tags users made (type 1); owner, type and favourite tags are bookkeeping. */
export function customTags(tags: readonly ListedTag[] | null | undefined): ListedTag[] {
  return (tags ?? []).filter((tag) => tag.type === 1 || tag.type === 'custom' || tag.type === '1');
}
