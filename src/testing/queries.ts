import { screen, within, type ByRoleMatcher, type Matcher } from '@testing-library/react';

/**
 * The one element of `role` (a card's article, a list item, a table row) that holds `text`, as a person picks out
 * a card or row by its title. Nested matches (a list item inside a list item) count as the innermost one.
 */
export function getByRoleHolding(role: ByRoleMatcher, text: Matcher, scope?: HTMLElement): HTMLElement {
  const candidates = scope ? within(scope).getAllByRole(role) : screen.getAllByRole(role);
  const holders = candidates.filter((element) => within(element).queryAllByText(text).length > 0);
  const innermost = holders.filter((holder) => !holders.some((other) => other !== holder && holder.contains(other)));
  const [only, ...more] = innermost;
  if (!only || more.length > 0) {
    throw new Error(`Expected one ${String(role)} holding ${String(text)}, found ${innermost.length}.`);
  }
  return only;
}
