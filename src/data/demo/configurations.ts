import { emptyHeroSetting, heroKeys } from '../../domain/hero-setting-rules';
import type { HeroKey, HeroSetting } from '../../domain/hero-setting';
import type { Repository } from '../repository';
import { ValidationError } from '../errors';
import { requireAdmin, validate, type DemoContext } from './context';
import { acceptUploads, deleteStoredFiles, storeFile } from './files';
import { heroSettingFromRecord } from './mappers';
import * as texts from '../texts';

/** Keys come from a URL in the provider's API, so an unknown one is refused even if typed. */
function assertKey(key: string): asserts key is HeroKey {
  if (!(heroKeys as readonly string[]).includes(key))
    throw new ValidationError(texts.unknownSetting, { key: texts.unknownSetting });
}

export function createConfigurations(ctx: DemoContext): Repository['configurations'] {
  const { db } = ctx;

  async function read(key: HeroKey): Promise<HeroSetting> {
    const record = await db.configurations.get(key);
    return heroSettingFromRecord(record?.value ?? emptyHeroSetting);
  }

  return {
    async get(key) {
      await requireAdmin(ctx);
      assertKey(key);
      return read(key);
    },

    async getPublic(key) {
      assertKey(key);
      return read(key);
    },

    async save(key, draft) {
      await requireAdmin(ctx);
      assertKey(key);
      const data = await validate('heroSettingDraftSchema', draft);
      const [file] = await acceptUploads(data.file ? [data.file] : [], 'image', 'file');
      // Stored before the record transaction: a Blob write is its own unit of work.
      const stored = file ? await storeFile(ctx, file) : null;
      const previous = await db.transaction('rw', [db.configurations], async () => {
        const current = await read(key);
        const file = stored?.url ?? (data.removeFile ? null : current.file);
        await db.configurations.put({
          key,
          value: { file, opacity: data.opacity, imageDescription: data.imageDescription },
        });
        return current.file;
      });
      const saved = await read(key);
      if (previous !== saved.file) await deleteStoredFiles(ctx, [previous]);
      return saved;
    },

    async remove(key) {
      await requireAdmin(ctx);
      assertKey(key);
      const previous = await db.transaction('rw', [db.configurations], async () => {
        const current = await read(key);
        // A missing row reads as the empty setting, so deleting it is the reset.
        await db.configurations.delete(key);
        return current.file;
      });
      await deleteStoredFiles(ctx, [previous]);
    },
  };
}
