import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches rendering failures outside the router (providers, toaster). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** The router catches failures of its routes (rendering, lazy chunks) itself; this is its boundary. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error('Uncaught route error', error), [error]);
  return <ErrorScreen />;
}
