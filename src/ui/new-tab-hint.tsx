/** Said after a link's name by screen readers only: the link opens in a new tab. */
export function NewTabHint() {
  // The space lives inside the hidden text, so the visible link ends with its last letter (no underlined gap).
  return <span className="visually-hidden"> (öffnet in neuem Tab)</span>;
}
