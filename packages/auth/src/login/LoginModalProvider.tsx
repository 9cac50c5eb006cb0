import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn } from '../session/sessionSlice';

export { LOGIN_MODAL_BODY_CLASS } from './bodyClass';

// the form loads with the first modal, so pages that never need it do not carry it
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

type RequireLogin = (then?: () => void) => boolean;
const Context = createContext<RequireLogin | null>(null);

/** Holds the one login modal of the app (AppProviders mounts it). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | undefined>(undefined);
  const requireLogin = useCallback<RequireLogin>(
    (then) => {
      if (loggedIn) {
        then?.();
        return true;
      }
      pending.current = then;
      setOpen(true);
      return false;
    },
    [loggedIn],
  );
  const value = useMemo(() => requireLogin, [requireLogin]);
  return (
    <Context.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <LoginModal
            open
            onClose={() => {
              pending.current = undefined;
              setOpen(false);
            }}
            onSuccess={() => {
              setOpen(false);
              const then = pending.current;
              pending.current = undefined;
              then?.();
            }}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}

/** The app's login modal, or null outside LoginModalProvider (the access gate then sends guests to /m/login). */
export function useLoginModal(): RequireLogin | null {
  return useContext(Context);
}

/**
 * For a guest action that needs a login without leaving the page: `requireLogin(() => addFavourite())` runs
 * the action at once for a member, or opens the login modal and runs it after a successful login.
 * Returns whether the player was already logged in.
 */
export function useRequireLogin(): RequireLogin {
  const context = useContext(Context);
  if (!context) throw new Error('useRequireLogin needs LoginModalProvider (AppProviders mounts it)');
  return context;
}
