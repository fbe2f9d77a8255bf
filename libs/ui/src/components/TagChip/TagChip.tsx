import { Icon, Label } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import { truncateText } from '../../utils/truncate';

/** A tag as chips show it; unsaved tags have no id yet. */
export interface TagChipTag {
  id?: number;
  name: string;
}

export interface TagChipProps {
  tag: TagChipTag;
  /** When given, the chip has a remove button. */
  onDelete?: (tag: TagChipTag) => void;
  t?: TranslateFn;
}

/** Where a tag's tagged objects are listed. */
export function tagEntitiesUrl(tagId: number): string {
  return `/superset/all_entities/?id=${tagId}`;
}

/**
 * One tag. Names over 20 characters are shortened (the full name is the title); a saved tag links to
 * its tagged-objects page in a new browser tab.
 */
export function TagChip({ tag, onDelete, t: tProp }: TagChipProps) {
  const t = useTranslate(tProp);
  const shown = truncateText(tag.name);
  const title = shown === tag.name ? undefined : tag.name;
  return (
    <Label as="span" size="small" style={{ margin: '0 0.3em 0.3em 0' }} data-tag-id={tag.id}>
      {tag.id === undefined ? (
        <span title={title}>{shown}</span>
      ) : (
        <a href={tagEntitiesUrl(tag.id)} target="_blank" rel="noopener noreferrer" title={title} aria-label={tag.name}>
          {shown}
        </a>
      )}
      {onDelete && (
        <button
          type="button"
          aria-label={t('Remove tag %s', tag.name)}
          onClick={() => onDelete(tag)}
          style={{ border: 0, background: 'none', padding: 0, marginInlineStart: '0.4em', cursor: 'pointer' }}
        >
          <Icon name="delete" fitted aria-hidden="true" />
        </button>
      )}
    </Label>
  );
}
