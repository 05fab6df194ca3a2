import { DEFAULT_HERO_OPACITY } from '../../domain/hero-setting-rules';
import type { HeroSetting } from '../../domain/hero-setting';
import type { Repository } from '../repository';
import { isRecord, type HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, parseData } from './parse';
import type { Reader } from './read-plan';
import { heroSettingPlan } from './read-plans/hero-setting';
import { tolerant } from './tolerant';

const readHeroSetting = tolerant(heroSettingPlan, 'Konfiguration', [], { opacity: DEFAULT_HERO_OPACITY });

/** Hero settings answers carry a `settings` object (SPEC §7); configuration calls raise the status text. */
const readSavedSettings: Reader<HeroSetting> = (raw) => (isRecord(raw) ? readHeroSetting(raw.settings) : { ok: false });
/** A read's answer may also be the settings themselves. */
const readSettings: Reader<HeroSetting> = (raw) => {
  const saved = readSavedSettings(raw);
  return saved.ok ? saved : readHeroSetting(raw);
};
const settingsOf = (payload: unknown) => parseData(readSettings, payload, 'Fehler beim Laden der Konfiguration');

export function createHttpConfigurations(http: HttpClient): Repository['configurations'] {
  const remove = async (key: string) => {
    await http.delete(endpoints.configurationDelete(key), { statusTextErrors: true });
  };
  return {
    get: async (key) => settingsOf(await http.get(endpoints.configuration(key), { statusTextErrors: true })),
    getPublic: async (key) =>
      settingsOf(await http.get(endpoints.publicConfiguration(key), { statusTextErrors: true })),
    async save(key, draft) {
      // DECISION: the data part carries opacity and imageDescription only (SPEC §7), and a save without a file
      // keeps the stored one; so dropping the image is the spec's delete first, then the save.
      if (draft.removeFile && !draft.file) await remove(key);
      // A multipart form with an optional file and a JSON data part (SPEC §7).
      const form = new FormData();
      if (draft.file) form.append('file', new File([draft.file.blob], draft.file.name, { type: draft.file.type }));
      form.append('data', JSON.stringify({ opacity: draft.opacity, imageDescription: draft.imageDescription }));
      // Its answer must carry the settings object SPEC §7 names: every field of a bare one may be left out.
      return await http.post(endpoints.configurationSave(key), { form }, answerOf(readSavedSettings), {
        statusTextErrors: true,
      });
    },
    remove,
  };
}
