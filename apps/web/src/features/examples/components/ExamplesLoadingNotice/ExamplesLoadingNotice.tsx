import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon, Message } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectExamplesLoading } from '../../examples.selectors';
import { examplesWatchRequested, examplesWatchStopped } from '../../examples.slice';

/**
 * Says why the lists are still empty during the first seconds of a first start, and goes away once the
 * examples are there. Renders nothing on every later start.
 */
export function ExamplesLoadingNotice() {
  const dispatch = useDispatch();
  const loading = useSelector(selectExamplesLoading);
  useEffect(() => {
    dispatch(examplesWatchRequested());
    return () => {
      dispatch(examplesWatchStopped());
    };
  }, [dispatch]);
  if (!loading) return null;
  return (
    <Message info icon role="status">
      <Icon name="circle notched" loading />
      <Message.Content>
        <Message.Header>{t('Example dashboards are being loaded…')}</Message.Header>
        {t('They appear here in a moment.')}
      </Message.Content>
    </Message>
  );
}
