import { RouterProvider } from 'react-router';
import { SystemStatusGate } from '../system/SystemStatusGate';
import { HOME_PATH } from './routeTable';
import type { createAppRouter } from './router';
import { AppErrorBoundary } from './start/router';

/** The site: system status first, then the routes (the router is made by main.tsx, in its own task). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppErrorBoundary onHome={() => void router.navigate(HOME_PATH)}>
      <SystemStatusGate>
        <RouterProvider router={router} />
      </SystemStatusGate>
    </AppErrorBoundary>
  );
}
