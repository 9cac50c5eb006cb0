import { RouterProvider } from 'react-router';
import { SystemStatusGate } from '../system/SystemStatusGate';
import type { createAppRouter } from './router';

/** The site: system status first, then the routes (the router is made by main.tsx, in its own task). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <SystemStatusGate>
      <RouterProvider router={router} />
    </SystemStatusGate>
  );
}
