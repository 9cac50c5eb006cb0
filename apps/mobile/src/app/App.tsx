import { RouterProvider } from 'react-router';
import { SystemStatusGate } from '../system/SystemStatusGate';
import { createAppRouter } from './router';

const router = createAppRouter();

/** The site: system status first, then the routes. */
export function App() {
  return (
    <SystemStatusGate>
      <RouterProvider router={router} />
    </SystemStatusGate>
  );
}
