import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectHasPermission } from '../../auth';
import { PageStoreProvider } from '../../resource-list';
import { adminListPageOptions } from '../../security-admin';
import { CssTemplateList } from '../components/CssTemplateList/CssTemplateList';
import { cssTemplateListResource, cssTemplateModal } from '../css-templates.api';

export function CssTemplateListPage() {
  // The CSS template API serves no `_info`: the caller's rights on `CssTemplate` come from the session.
  const canWrite = useSelector(selectHasPermission('can_write', 'CssTemplate'));
  const options = useMemo(
    () => adminListPageOptions(cssTemplateListResource, [cssTemplateModal], [], ['can_read', ...(canWrite ? ['can_write'] : [])]),
    [canWrite],
  );
  return (
    <PageStoreProvider options={options}>
      <CssTemplateList />
    </PageStoreProvider>
  );
}
