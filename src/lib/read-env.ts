// Two flags do not need a schema library; keeping zod out of the entry saves ~24 KiB gzip (docs/performance.md).
// A module of its own, whose top level does not read import.meta.env, so the build's plugins can read the same
// flags in Node (they pass them).
const dataSources = ['demo', 'api'] as const;
export type DataSource = (typeof dataSources)[number];

const isDataSource = (value: unknown): value is DataSource => dataSources.some((source) => source === value);

/** Reads and checks the build-time flags; a typo in VITE_DATA_SOURCE fails loudly at start. */
export function readEnv(raw: Record<string, unknown> = import.meta.env) {
  const dataSource = raw.VITE_DATA_SOURCE || 'demo';
  const apiBaseUrl = raw.VITE_API_BASE_URL || '/api';
  if (!isDataSource(dataSource)) {
    throw new Error(
      `Ungültige Konfiguration: VITE_DATA_SOURCE: erwartet ${dataSources.join(' oder ')}, erhalten ${String(dataSource)}`,
    );
  }
  if (typeof apiBaseUrl !== 'string')
    throw new Error('Ungültige Konfiguration: VITE_API_BASE_URL: erwartet einen Text');
  return { dataSource, apiBaseUrl };
}
