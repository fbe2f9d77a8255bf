import { useState } from 'react';
import { Label } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { TagChipTag } from '../TagChip/TagChip';
import { TagChip } from '../TagChip/TagChip';

export interface TagListProps {
  tags: readonly TagChipTag[];
  /** Show at most this many chips (the last slot becomes '+N') until expanded. */
  maxTags?: number;
  onDelete?: (tag: TagChipTag) => void;
  t?: TranslateFn;
}

/** A wrapping row of tag chips, optionally collapsed behind a '+N' chip. */
export function TagList({ tags, maxTags, onDelete, t: tProp }: TagListProps) {
  const t = useTranslate(tProp);
  const [expanded, setExpanded] = useState(false);
  const collapsible = maxTags !== undefined && maxTags > 0 && tags.length > maxTags;
  const visible = collapsible && !expanded ? tags.slice(0, maxTags - 1) : tags;
  const hiddenCount = tags.length - visible.length;
  return (
    <div role="list" aria-label={t('Tags')} style={{ display: 'flex', flexWrap: 'wrap' }}>
      {visible.map((tag) => (
        <div role="listitem" key={tag.id ?? tag.name}>
          <TagChip tag={tag} onDelete={onDelete} t={t} />
        </div>
      ))}
      {collapsible && (
        <Label
          as="button"
          type="button"
          size="small"
          basic
          style={{ margin: '0 0.3em 0.3em 0', cursor: 'pointer' }}
          aria-expanded={expanded}
          aria-label={expanded ? t('Show fewer tags') : t('Show %s more tags', hiddenCount)}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? '−' : `+${hiddenCount}`}
        </Label>
      )}
    </div>
  );
}
