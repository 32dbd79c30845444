import { Navigate, createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
        { path: paths.dashboard, element: <DashboardPage /> },
        { path: '*', element: <RouteError /> },
      ],
    },
  ]);
}
