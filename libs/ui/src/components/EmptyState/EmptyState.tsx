import type { ReactNode } from 'react';
import { Button, Header, Icon, Segment } from 'semantic-ui-react';
import type { SemanticICONS } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';

export interface EmptyStateProps {
  /** Defaults to 'No results'. */
  title?: string;
  /** Defaults to 'There is currently no information to display.'; pass `null` for none. */
  description?: ReactNode | null;
  icon?: SemanticICONS;
  buttonText?: string;
  onButtonClick?: () => void;
  /** Extra content under the description (e.g. a second action). */
  children?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  t?: TranslateFn;
}

/** A centred placeholder for screens and lists with nothing to show. */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  buttonText,
  onButtonClick,
  children,
  size = 'medium',
  t: tProp,
}: EmptyStateProps) {
  const t = useTranslate(tProp);
  const body = description === undefined ? t('There is currently no information to display.') : description;
  return (
    <Segment placeholder basic textAlign="center" role="region" aria-label={title ?? t('No results')}>
      <Header icon as={size === 'small' ? 'h4' : size === 'large' ? 'h2' : 'h3'}>
        <Icon name={icon} color="grey" aria-hidden="true" />
        {title ?? t('No results')}
      </Header>
      {body !== null && <p>{body}</p>}
      {buttonText && onButtonClick && (
        <div>
          <Button type="button" primary onClick={onButtonClick}>
            {buttonText}
          </Button>
        </div>
      )}
      {children}
    </Segment>
  );
}
