import { useDispatch, useSelector } from 'react-redux';
import { selectToasts } from '../../toasts.selectors';
import { dismissToast } from '../../toasts.slice';
import { ToastMessage } from '../ToastMessage/ToastMessage';

/** Visible toasts stacked in the bottom-right corner, newest last. */
export function ToastPresenter() {
  const toasts = useSelector(selectToasts);
  const dispatch = useDispatch();
  if (toasts.length === 0) return null;
  return (
    <div
      aria-live="polite"
      style={{
        position: 'fixed',
        insetInlineEnd: '1em',
        bottom: '1em',
        zIndex: 1100,
        width: '24em',
        maxWidth: 'calc(100vw - 2em)',
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5em',
      }}
    >
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} onDismiss={(id) => dispatch(dismissToast(id))} />
      ))}
    </div>
  );
}
