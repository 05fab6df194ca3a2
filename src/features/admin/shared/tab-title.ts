import { createContext, useContext, useEffect } from 'react';

/**
 * Hands a tab's heading (e.g. 'Produkt bearbeiten') up to the admin route, which names the browser tab after it:
 * a title written by the heading itself would be overwritten by the page's, whose effect runs after its children's.
 */
export const TabTitleContext = createContext<(heading: string) => void>(() => {});

export function useTabTitle(heading: string) {
  const name = useContext(TabTitleContext);
  useEffect(() => name(heading), [name, heading]);
}
