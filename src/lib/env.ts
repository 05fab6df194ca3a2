import { z } from 'zod';

const envSchema = z.object({
  VITE_DATA_SOURCE: z.enum(['demo', 'api']).default('demo'),
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
});

export type DataSource = z.infer<typeof envSchema>['VITE_DATA_SOURCE'];

/** Reads and checks the build-time flags; a typo in VITE_DATA_SOURCE fails loudly at start. */
export function readEnv(raw: Record<string, unknown> = import.meta.env) {
  const parsed = envSchema.safeParse({
    VITE_DATA_SOURCE: raw.VITE_DATA_SOURCE || undefined,
    VITE_API_BASE_URL: raw.VITE_API_BASE_URL || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Ungültige Konfiguration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { dataSource: parsed.data.VITE_DATA_SOURCE, apiBaseUrl: parsed.data.VITE_API_BASE_URL };
}
