import { Button, Modal, Toast, type ToastTone } from '@bitacora/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

export type ToastOptions = {
  tone?: ToastTone;
  durationMs?: number;
  /** One button in the toast, e.g. 'Deshacer'. */
  action?: { label: string; onAction: () => void };
};
export type ShowToast = (message: string, options?: ToastOptions) => void;
export type ShowAlert = (message: string) => Promise<void>;

type FeedbackValue = { toast: ShowToast; alert: ShowAlert };

const FeedbackContext = createContext<FeedbackValue | null>(null);

type ToastState = {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
  action?: ToastOptions['action'];
};
type AlertState = { id: number; message: string; resolve: () => void };

/**
 * Toasts and alerts for the whole panel. An alert is an accessible in-app dialog with the
 * spec's wording instead of `window.alert`; alerts raised together are shown one after another.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [alerts, setAlerts] = useState<AlertState[]>([]);
  const nextId = useRef(0);

  const showToast = useCallback<ShowToast>((message, options = {}) => {
    nextId.current += 1;
    setToast({
      id: nextId.current,
      message,
      tone: options.tone ?? 'success',
      durationMs: options.durationMs ?? 3000,
      action: options.action,
    });
  }, []);

  const showAlert = useCallback<ShowAlert>(
    (message) =>
      new Promise<void>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setAlerts((current) => [...current, { id, message, resolve }]);
      }),
    [],
  );

  const current = alerts[0];
  const closeAlert = () => {
    if (!current) return;
    setAlerts((list) => list.filter((item) => item.id !== current.id));
    current.resolve();
  };

  const value = useMemo(() => ({ toast: showToast, alert: showAlert }), [showToast, showAlert]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {toast ? (
        <Toast
          key={toast.id}
          message={toast.message}
          tone={toast.tone}
          durationMs={toast.durationMs}
          action={toast.action}
          onDismiss={() => setToast((shown) => (shown?.id === toast.id ? null : shown))}
        />
      ) : null}
      <Modal
        key={current?.id ?? 'none'}
        open={current !== undefined}
        onClose={closeAlert}
        title="Aviso"
        size="sm"
        role="alertdialog"
        footer={
          <Button variant="primary" onClick={closeAlert} autoFocus>
            Aceptar
          </Button>
        }
      >
        <p>{current?.message}</p>
      </Modal>
    </FeedbackContext.Provider>
  );
}

function useFeedback(): FeedbackValue {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useToast and useAlert need a FeedbackProvider above them');
  return value;
}

/** Shows a timed notice: `toast('Configuración guardada correctamente', { durationMs: 3000 })`. */
export function useToast(): ShowToast {
  return useFeedback().toast;
}

/** Shows an alert dialog; the promise settles when the user closes it. */
export function useAlert(): ShowAlert {
  return useFeedback().alert;
}
