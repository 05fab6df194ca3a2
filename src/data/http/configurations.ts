import * as z from 'zod/mini';
import { DEFAULT_HERO_OPACITY } from '../../domain/hero-setting-rules';
import { heroSettingSchema as domainHeroSetting } from '../../domain/hero-setting';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { answerOf, parseData } from './parse';
import { tolerant } from './tolerant';

const heroSettingSchema = tolerant(domainHeroSetting, 'Konfiguration', [], { opacity: DEFAULT_HERO_OPACITY });

/** Hero settings answers carry a `settings` object (SPEC §7); configuration calls raise the status text. */
const savedSettings = z.looseObject({ settings: heroSettingSchema });
const settingsAnswer = z.union([savedSettings, heroSettingSchema]);
const settingsOf = (payload: unknown) => {
  const answer = parseData(settingsAnswer, payload, 'Fehler beim Laden der Konfiguration');
  return 'settings' in answer ? answer.settings : answer;
};

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
      return (
        await http.post(endpoints.configurationSave(key), { form }, answerOf(savedSettings), { statusTextErrors: true })
      ).settings;
    },
    remove,
  };
}
