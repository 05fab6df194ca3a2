import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/link';
import { repository } from '../../data/repository-instance';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { firstHeading, useFocusRescue } from '../../ui/use-focus-rescue';
import styles from './admin-route.module.css';
import { RoomLink } from './room-link';
import { adminModeOf } from './shared/admin-mode';
import { TabTitleContext } from './shared/tab-title';
import { adminTabs, adminTexts as t, type AdminTabKey } from './texts';
import { useActiveTabInView } from './use-active-tab-in-view';

// Each tab is its own chunk: an admin opening Benutzer does not download the product form.
const panels: Record<AdminTabKey, ComponentType> = {
  benutzer: lazy(() => import('./users/users-tab').then((m) => ({ default: m.UsersTab }))),
  gruppen: lazy(() => import('./groups/groups-tab').then((m) => ({ default: m.GroupsTab }))),
  projekte: lazy(() => import('./projects/projects-tab').then((m) => ({ default: m.ProjectsTab }))),
  einladungen: lazy(() => import('./invitations/invitations-tab').then((m) => ({ default: m.InvitationsTab }))),
  umfragen: lazy(() => import('./polls/polls-tab').then((m) => ({ default: m.PollsTab }))),
  produkte: lazy(() => import('./products/products-tab').then((m) => ({ default: m.ProductsTab }))),
  kategorien: lazy(() => import('./categories/categories-tab').then((m) => ({ default: m.CategoriesTab }))),
  'footer-seiten': lazy(() => import('./footer-pages/footer-pages-tab').then((m) => ({ default: m.FooterPagesTab }))),
  einstellungen: lazy(() => import('./settings/settings-tab').then((m) => ({ default: m.SettingsTab }))),
};

function isTab(value: string | null): value is AdminTabKey {
  return adminTabs.some((tab) => tab.key === value);
}

export { action } from './shared/delete-record-action';

export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: AdminTabKey = isTab(raw) ? raw : 'benutzer';
  const Panel = panels[active];
  // The browser tab names the admin tab ('Produkte – Administration') or, in a form, the form's heading
  // ('Produkt bearbeiten'), handed up by the tab; until the form's heading has come, the area's name.
  const mode = adminModeOf(params);
  const view = `${active} ${mode.kind} ${mode.kind === 'edit' ? mode.id : ''}`;
  const [heading, setHeading] = useState<{ view: string; text: string } | null>(null);
  const nameView = useCallback((text: string) => setHeading({ view, text }), [view]);
  const label = adminTabs.find((tab) => tab.key === active)?.label ?? '';
  const documentTitle =
    mode.kind === 'list' ? `${label} – ${t.title}` : heading?.view === view ? heading.text : t.title;
  const tabList = useActiveTabInView<HTMLDivElement>(active);
  // A list replaced by its form (and back), or a deleted row, takes the focused button with it.
  const panel = useRef<HTMLDivElement>(null);
  useFocusRescue(panel, firstHeading);
  return (
    <Page title={t.title} documentTitle={documentTitle} lead={t.lead}>
      {repository().demo && (
        <p className={styles.aboveTabs}>
          <Link to="/demo-postfach">{t.mailbox}</Link>
        </p>
      )}
      <RoomLink />
      {/* Changing tabs pushes history, so Back returns to the previous tab; list/edit state resets. */}
      <Tabs.Root value={active} onValueChange={(tab) => setParams({ tab })} activationMode="manual">
        <Tabs.List ref={tabList} className={styles.tabs} aria-label={t.tabsLabel}>
          {adminTabs.map((tab) => (
            <Tabs.Trigger key={tab.key} value={tab.key} className={styles.tab}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content ref={panel} value={active} className={styles.panel}>
          <Suspense
            fallback={
              <div aria-busy="true">
                <Skeleton height="2rem" width="12rem" />
                <br />
                <Skeleton height="16rem" />
              </div>
            }
          >
            <TabTitleContext value={nameView}>
              <Panel />
            </TabTitleContext>
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
