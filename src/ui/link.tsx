import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
// Types only: a module the entry and the pages share that imports React Router's code moves React Router out of the
// entry's chunk (decision 062), hence no createPath or hooks here.
import type { Path, RouterProvider } from 'react-router-dom';
import { isPlainClick, sitePathOf } from '../lib/site-link';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The router the site's links follow (app-router-provider.tsx provides it). */
export const LinkRouterContext = createContext<Router | null>(null);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from the site's root ('/produkte?q=…'), or its parts. */
  to: string | Partial<Path>;
  /** Replaces the history entry; a link to the page shown always does. */
  replace?: boolean;
  /** The history entry's state (lib/list-return.ts). */
  state?: unknown;
}

/**
 * A link within the site (decision 062): an anchor whose click the router follows, as the browser would follow it
 * (the main button, no key held, this site, the same tab). It reads one context and nothing else, where React
 * Router's `Link` resolves its path against the route's matches and parses it as a URL on every render, and the
 * site's header and footer draw a dozen links on every page, anew with each change of the router's state.
 */
export function Link({ to, replace, state, onClick, children, ...anchor }: LinkProps) {
  const router = useContext(LinkRouterContext);
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const followClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const path =
      router && !event.defaultPrevented && isPlainClick(event.nativeEvent) && sitePathOf(event.currentTarget);
    if (!router || !path) return;
    event.preventDefault();
    const shown = router.state.location;
    void router.navigate(path, { replace: replace ?? shown.pathname + shown.search + shown.hash === path, state });
  };
  return (
    <a {...anchor} href={href} onClick={followClick}>
      {children}
    </a>
  );
}
