import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { heroKeys } from '../../../domain/hero-setting-rules';
import type { HeroKey } from '../../../domain/hero-setting';
import { NotFoundError } from '../../../data/errors';
import { emptyHeroSetting } from '../../../domain/hero-setting-rules';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import admin from '../shared/admin.module.css';
import { TabHead } from '../shared/tab-head';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import { useUnsavedInput } from '../../../stores/unsaved-input';
import { useAdminRead } from '../shared/admin-read';
import { HeroSettingForm } from './hero-setting-form';
import styles from './settings.module.css';
import { settingsTexts as t } from './texts';

const isHeroKey = (value: string | null): value is HeroKey => (heroKeys as readonly string[]).includes(value ?? '');

function HeroPanel({
  heroKey,
  onDirtyChange,
}: {
  heroKey: HeroKey;
  onDirtyChange: (key: HeroKey, dirty: boolean) => void;
}) {
  // A setting the server does not have yet (404) is set up from the defaults (SPEC §3: opacity 0.5).
  const data = useAdminRead(
    ['configuration', heroKey],
    (r) =>
      r.configurations.get(heroKey).catch((error: unknown) => {
        if (error instanceof NotFoundError) return emptyHeroSetting;
        throw error;
      }),
    t.loadFailed,
    { reads: ['configurations'] },
  );
  if (data.status === 'loading') {
    return (
      <div aria-busy="true" className={styles.loading}>
        <Skeleton height="6rem" width="9rem" />
        <Skeleton height="2.5rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (data.status === 'error') return <Alert tone="error">{data.message}</Alert>;
  // Mounted once with the stored setting; later reloads (after any write) do not overwrite what is being typed.
  return <HeroSettingForm heroKey={heroKey} setting={data.data} onDirtyChange={onDirtyChange} />;
}

/** Admin tab 'Einstellungen': the three hero settings as sub-tabs (SPEC §2, §3, §5, §9). */
export function SettingsTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('hero');
  const active: HeroKey = isHeroKey(raw) ? raw : 'hero';
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<HeroKey>>(new Set());
  const onDirtyChange = useCallback((key: HeroKey, dirty: boolean) => {
    setDirtyForms((forms) => {
      if (forms.has(key) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  useUnsavedInput(dirtyForms.size > 0);

  function select(value: string) {
    const p = new URLSearchParams(params);
    if (value === 'hero') p.delete('hero');
    else p.set('hero', value);
    setParams(p, { replace: true });
  }

  return (
    <>
      <TabHead title={t.title} />
      <p className={admin.lead}>{t.lead}</p>
      <Tabs.Root value={active} onValueChange={select} activationMode="manual">
        <Tabs.List className={styles.tabs} aria-label={t.tabsLabel}>
          {heroKeys.map((key) => (
            <Tabs.Trigger key={key} value={key} className={styles.tab}>
              {t.tabs[key]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {heroKeys.map((key) => (
          // All three stay mounted, so unsaved changes survive a switch between the sub-tabs.
          <Tabs.Content
            key={key}
            value={key}
            forceMount
            className={styles.panel}
            style={key === active ? undefined : { display: 'none' }}
          >
            <HeroPanel heroKey={key} onDirtyChange={onDirtyChange} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <UnsavedChangesGuard dirty={dirtyForms.size > 0} within="hero" />
    </>
  );
}
