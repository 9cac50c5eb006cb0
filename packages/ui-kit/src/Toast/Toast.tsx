import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import { Portal } from '../shared/Portal';
import { OVERLAY_OPEN_ATTRIBUTE } from '../shared/useBodyScrollLock';

/** How long each kind of toast stays, in ms. `loading` stays until dismissed, at most `loadingMax`. */
export const TOAST_DURATION = { short: 3000, long: 8000, notice: 1500, loadingMax: 9999 } as const;

export type ToastKind = 'short' | 'long' | 'notice' | 'loading' | 'success' | 'error';

export interface ToastOptions {
  message: ReactNode;
  /** Default `short`. `error` is announced assertively (role=alert). */
  kind?: ToastKind;
  /** Overrides the kind's duration (ms), e.g. 2000. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** The display time of a toast: the explicit `duration`, or the kind's default. */
export function toastDuration(kind: ToastKind = 'short', duration?: number): number {
  if (duration !== undefined) return duration;
  switch (kind) {
    case 'long':
      return TOAST_DURATION.long;
    case 'notice':
      return TOAST_DURATION.notice;
    case 'loading':
      return TOAST_DURATION.loadingMax;
    default:
      return TOAST_DURATION.short;
  }
}

interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: ReactNode;
  /** ms */
  duration: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const fadeIn = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  z-index: 1100;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  width: calc(100% - ${(p) => p.theme.space['6']} * 2);
  max-width: 400px;
  pointer-events: none;
  /* over an open dialog, drawer or menu a toast goes to the top edge (the drawer's logo, the bar behind a menu's
     mask), never over the panel's controls */
  body[${OVERLAY_OPEN_ATTRIBUTE}] & {
    top: calc(env(safe-area-inset-top) + ${(p) => p.theme.space['2']});
    transform: translateX(-50%);
  }
`;

const accent = (theme: DefaultTheme, kind: ToastKind): string => {
  if (kind === 'success') return theme.color.status.success;
  if (kind === 'error') return theme.color.status.danger;
  return theme.color.bg.raised;
};

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  max-width: 100%;
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['4']};
  border-left: 4px solid ${(p) => accent(p.theme, p.$kind)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.raised};
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.sm};
  text-align: center;
  overflow-wrap: anywhere;
  animation: ${fadeIn} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** One toast; it owns its timer, so unmounting (or StrictMode's remount) never leaks or loses one. */
function ToastItem({ toast, dismiss }: { toast: ToastEntry; dismiss: (id: string) => void }) {
  const { id, duration, kind, message } = toast;
  useEffect(() => {
    const timer = setTimeout(() => dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, dismiss]);

  if (kind === 'error') {
    return (
      <Item $kind={kind} role="alert">
        {message}
      </Item>
    );
  }
  return (
    <Item $kind={kind} role="status" aria-live="polite">
      {kind === 'loading' && <Spinner size="sm" />}
      {message}
    </Item>
  );
}

/** Holds the toasts and renders them (centred, above everything). Wrap the app once. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const lastId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(({ message, kind = 'short', duration }: ToastOptions) => {
    lastId.current += 1;
    const id = `toast-${lastId.current}`;
    setToasts((list) => [...list, { id, kind, message, duration: toastDuration(kind, duration) }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Portal>
        <Viewport>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
          ))}
        </Viewport>
      </Portal>
    </ToastContext.Provider>
  );
}

/** `show` and `dismiss` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
