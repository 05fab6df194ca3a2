import { render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../domain/core-messages';
import { useToasts } from '../stores/toasts';
import { LoadBoundary } from './load-boundary';
import { expectConsoleError } from '../testing/console-guard';

const unreachable = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/panel-1.js'));

class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : 'unbekannt' };
  }
  override render() {
    return this.state.message ? <p>Fehlerseite: {this.state.message}</p> : this.props.children;
  }
}

function Broken(): never {
  throw new Error('Programmfehler');
}

describe('LoadBoundary', () => {
  beforeEach(() => {
    useToasts.setState({ toasts: [] });
  });

  it('keeps the page and says why when a part’s code cannot be loaded', async () => {
    // React reports every error a boundary catches.
    expectConsoleError(/Failed to fetch dynamically imported module/);
    const Panel = lazy(unreachable);
    const onFailure = vi.fn();
    render(
      <Outer>
        <p>Seiteninhalt</p>
        <LoadBoundary fallback={<span>Nicht verfügbar</span>} onFailure={onFailure}>
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        </LoadBoundary>
      </Outer>,
    );
    expect(await screen.findByText('Nicht verfügbar')).toBeInTheDocument();
    expect(screen.getByText('Seiteninhalt')).toBeInTheDocument();
    expect(screen.queryByText(/Fehlerseite/)).not.toBeInTheDocument();
    expect(useToasts.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', messages.codeUnavailable],
    ]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('passes other errors on to the error screen', () => {
    expectConsoleError(/Programmfehler/);
    render(
      <Outer>
        <LoadBoundary fallback={<span>Nicht verfügbar</span>}>
          <Broken />
        </LoadBoundary>
      </Outer>,
    );
    expect(screen.getByText('Fehlerseite: Programmfehler')).toBeInTheDocument();
    expect(screen.queryByText('Nicht verfügbar')).not.toBeInTheDocument();
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
