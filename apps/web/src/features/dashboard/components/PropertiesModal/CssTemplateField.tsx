import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectHasPermission } from '../../../auth';
import { fetchCssTemplateChoices, type CssTemplateChoice } from '../../../css-templates';

export interface CssTemplateFieldProps {
  /** Called with the chosen template's CSS, which replaces the dashboard's. */
  onChoose: (css: string) => void;
}

/**
 * 'CSS template': Superset's choice of a saved CSS template, filling the dashboard's CSS editor.
 * Offered to people who may read templates, once there is at least one.
 */
export function CssTemplateField({ onChoose }: CssTemplateFieldProps) {
  const mayRead = useSelector(selectHasPermission('can_read', 'CssTemplate'));
  const [templates, setTemplates] = useState<CssTemplateChoice[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    if (!mayRead) return undefined;
    let current = true;
    fetchCssTemplateChoices().then(
      (choices) => current && setTemplates(choices),
      // Without the list the CSS is still typed by hand; the field is simply not offered.
      () => current && setTemplates([]),
    );
    return () => {
      current = false;
    };
  }, [mayRead]);
  if (templates.length === 0) return null;
  return (
    <Form.Field>
      <label htmlFor="dashboard-properties-css-template">{t('CSS template')}</label>
      <Dropdown
        id="dashboard-properties-css-template"
        aria-label={t('CSS template')}
        selection
        search
        fluid
        placeholder={t('Load a CSS template')}
        noResultsMessage={t('No results')}
        options={templates.map((template) => ({ key: template.id, value: template.id, text: template.template_name }))}
        value={chosen ?? ''}
        onChange={(_event, data) => {
          const template = templates.find((candidate) => candidate.id === data.value);
          if (!template) return;
          setChosen(template.id);
          onChoose(template.css);
        }}
      />
    </Form.Field>
  );
}
