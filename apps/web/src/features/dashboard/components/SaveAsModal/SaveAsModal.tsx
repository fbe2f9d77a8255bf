import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ModalForm, type ModalFormField } from '@tessera/ui';
import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { selectDashboardState } from '../../dashboard.selectors';
import { saveAsClosed, saveAsRequested } from '../../dashboard.slice';

/** 'Save as': a new title and whether the charts are copied too; once saved, the copy opens. */
export function SaveAsModal() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { dashboard, saveAs } = useSelector(selectDashboardState);
  const fields = useMemo<ModalFormField[]>(
    () => [
      { name: 'title', label: t('Title'), placeholder: t('[ untitled dashboard ]') },
      { name: 'duplicateSlices', label: t('Also copy (duplicate) existing charts'), type: 'checkbox' },
    ],
    [],
  );
  const initialValues = useMemo(
    () => ({ title: `${dashboard?.title ?? ''} ${t('[copy]')}`.trim(), duplicateSlices: false }),
    [dashboard?.title],
  );

  useEffect(() => {
    if (saveAs.copiedId === null) return;
    dispatch(saveAsClosed());
    navigate(PATHS.dashboard.replace(':idOrSlug', String(saveAs.copiedId)));
  }, [dispatch, navigate, saveAs.copiedId]);

  return (
    <ModalForm
      open={saveAs.open}
      title={t('Save as')}
      fields={fields}
      initialValues={initialValues}
      saving={saveAs.saving}
      errorMessage={saveAs.error}
      onCancel={() => dispatch(saveAsClosed())}
      onSave={(values) => {
        dispatch(saveAsRequested({ title: String(values.title ?? ''), duplicateSlices: values.duplicateSlices === true }));
      }}
      t={t}
    />
  );
}
