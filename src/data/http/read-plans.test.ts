// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { categorySchema } from '../../domain/category';
import { commentSchema } from '../../domain/comment';
import { footerPageSchema } from '../../domain/footer-page';
import { heroSettingSchema } from '../../domain/hero-setting';
import { notificationSchema } from '../../domain/notification';
import { pollSchema } from '../../domain/poll';
import { productSchema } from '../../domain/product';
import { projectSchema } from '../../domain/project';
import { projectGroupSchema } from '../../domain/project-group';
import { taskSchema } from '../../domain/task';
import { userSchema } from '../../domain/user';
import { whitelistedEmailSchema } from '../../domain/whitelist';
import { workshopRoomSchema } from '../../domain/workshop-room';
import * as answers from './answer-shapes';
import { derivePlan } from './derive-read-plan';

/** Each plan's file, its schema, and where that schema lives (for the plan's type). */
const sources: Record<string, [schema: z.core.$ZodType, name: string, module: string]> = {
  category: [categorySchema, 'categorySchema', '../../../domain/category'],
  comment: [commentSchema, 'commentSchema', '../../../domain/comment'],
  'footer-page': [footerPageSchema, 'footerPageSchema', '../../../domain/footer-page'],
  'hero-setting': [heroSettingSchema, 'heroSettingSchema', '../../../domain/hero-setting'],
  notification: [notificationSchema, 'notificationSchema', '../../../domain/notification'],
  poll: [pollSchema, 'pollSchema', '../../../domain/poll'],
  product: [productSchema, 'productSchema', '../../../domain/product'],
  project: [projectSchema, 'projectSchema', '../../../domain/project'],
  'project-group': [projectGroupSchema, 'projectGroupSchema', '../../../domain/project-group'],
  task: [taskSchema, 'taskSchema', '../../../domain/task'],
  user: [userSchema, 'userSchema', '../../../domain/user'],
  'whitelisted-email': [whitelistedEmailSchema, 'whitelistedEmailSchema', '../../../domain/whitelist'],
  'workshop-room': [workshopRoomSchema, 'workshopRoomSchema', '../../../domain/workshop-room'],
  'like-answer': [answers.likeAnswer, 'likeAnswer', '../answer-shapes'],
  'likes-answer': [answers.likesAnswer, 'likesAnswer', '../answer-shapes'],
  'registration-answer': [answers.registrationAnswer, 'registrationAnswer', '../answer-shapes'],
  'session-token-answer': [answers.sessionTokenAnswer, 'sessionTokenAnswer', '../answer-shapes'],
  'whitelist-check-answer': [answers.whitelistCheckAnswer, 'whitelistCheckAnswer', '../answer-shapes'],
};

const folder = fileURLToPath(new URL('./read-plans/', import.meta.url));
const planName = (file: string) => file.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) + 'Plan';

async function planModule(file: string, [schema, name, module]: [z.core.$ZodType, string, string]) {
  const text = `// Derived from \`${name}\` by read-plans.test.ts; \`npx vitest run src/data/http/read-plans.test.ts -u\` derives it again.
import type * as z from 'zod/mini';
import type { ${name} } from '${module}';
import type { Plan } from '../read-plan';

export const ${planName(file)}: Plan<z.output<typeof ${name}>> = ${JSON.stringify(derivePlan(schema))};
`;
  return format(text, { ...(await resolveConfig(folder)), parser: 'typescript' });
}

describe('read plans', () => {
  it.each(Object.entries(sources))('%s.ts is the plan of its schema', async (file, source) => {
    await expect(await planModule(file, source)).toMatchFileSnapshot(
      `./read-plans/${file}.ts`,
      'the schema changed: npx vitest run src/data/http/read-plans.test.ts -u derives its plan again',
    );
  });

  it('holds no plan without a schema', () => {
    expect(readdirSync(folder).sort()).toEqual(
      Object.keys(sources)
        .map((file) => `${file}.ts`)
        .sort(),
    );
  });
});
