import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface RouteErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches a page that throws or whose code cannot be loaded (e.g. after a new deployment).
 * The layout keys it by address, so navigating elsewhere starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
