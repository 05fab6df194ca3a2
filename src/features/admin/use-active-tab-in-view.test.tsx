import { render, screen } from '@testing-library/react';
import { useActiveTabInView } from './use-active-tab-in-view';

const tabs = ['Benutzer', 'Gruppen', 'Projekte', 'Einladungen', 'Umfragen'];
const TAB_WIDTH = 120;
const BAR_WIDTH = 300;

function TabBar({ active }: { active: string }) {
  const list = useActiveTabInView<HTMLDivElement>(active);
  return (
    <div ref={list} role="tablist">
      {tabs.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === active}>
          {tab}
        </button>
      ))}
    </div>
  );
}

// jsdom lays nothing out: place the tabs in a row that scrolls by scrollLeft, as a phone would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const bar = screen.queryByRole('tablist');
    if (this.getAttribute('role') === 'tablist') return DOMRect.fromRect({ x: 0, y: 0, width: BAR_WIDTH, height: 40 });
    const index = tabs.indexOf(this.textContent ?? '');
    return DOMRect.fromRect({ x: index * TAB_WIDTH - (bar?.scrollLeft ?? 0), y: 0, width: TAB_WIDTH, height: 40 });
  });
  vi.spyOn(window, 'scrollTo');
});
afterEach(() => vi.restoreAllMocks());

test('an active tab beyond the right edge is scrolled into the bar on load', () => {
  render(<TabBar active="Umfragen" />);
  const bar = screen.getByRole('tablist');
  // Umfragen spans 480–600: its right edge lands inside the bar, with a little of the gap beyond.
  expect(bar.scrollLeft).toBe(600 - BAR_WIDTH + 24);
  expect(window.scrollTo).not.toHaveBeenCalled();
});

test('changing to a tab left of the view scrolls back; a visible tab leaves the bar as it is', () => {
  const { rerender } = render(<TabBar active="Umfragen" />);
  const bar = screen.getByRole('tablist');
  rerender(<TabBar active="Gruppen" />);
  expect(bar.scrollLeft).toBe(120 - 24);
  rerender(<TabBar active="Projekte" />);
  expect(bar.scrollLeft).toBe(120 - 24);
});
