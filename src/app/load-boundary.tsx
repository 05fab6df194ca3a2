import { Component, type ReactNode } from 'react';
import { toast } from '../stores/toasts';
import { codeLoadFailureMessage, isCodeLoadFailure } from '../features/shared/code-loading';

interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown in place of the part whose code could not be loaded; nothing by default. */
  fallback?: ReactNode;
  onFailure?: () => void;
}

/**
 * Around a lazily loaded part of a page (a header widget, a panel): if its code cannot be loaded, the page stays
 * as it is and a toast says why, instead of the whole screen giving way to the error page. Other errors pass on
 * to the route's error screen.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (!isCodeLoadFailure(error)) return;
    toast.error(codeLoadFailureMessage());
    this.props.onFailure?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!isCodeLoadFailure(this.state.error)) throw this.state.error;
    return this.props.fallback ?? null;
  }
}
