import { createBrowserRouter, Outlet } from 'react-router';
import { FullPageSpinner } from '../shared/ui/spinner';
import { RouteErrorBoundary } from './error-boundary';

/** Each screen is its own chunk, so the first load carries only the one it shows. */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('../features/home/components/home-screen')).HomeScreen }),
        },
        {
          path: 'auth',
          lazy: async () => ({ Component: (await import('../features/auth/components/auth-screen')).AuthScreen }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./not-found-screen')).NotFoundScreen }),
        },
      ],
    },
  ]);
}
