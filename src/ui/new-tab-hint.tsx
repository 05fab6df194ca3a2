/** Said after a link's name by screen readers only: the link opens in a new tab. */
export function NewTabHint() {
  return <span className="visually-hidden">(öffnet in neuem Tab)</span>;
}
