import { productSchema } from '../../src/domain/product';
import { taskSchema } from '../../src/domain/task';
import { projectSchema } from '../../src/domain/project';
import { openDemoDatabase } from '../../src/data/demo/db';
import { seedIfAbsent } from '../../src/data/demo/seed';
import { demoSeedSource } from '../../src/data/demo/create-demo-repository';
import { generateLargeDataSet } from './generate';
test('parse cost', async () => {
  const db = openDemoDatabase('p1');
  await seedIfAbsent(db, demoSeedSource, new Date());
  await generateLargeDataSet(db, { scale: 0.1 });
  const products = await db.products.toArray();
  const tasks = await db.tasks.toArray();
  const projects = await db.projects.toArray();
  for (const [name, schema, rows] of [['product', productSchema, products], ['task', taskSchema, tasks], ['project', projectSchema, projects]] as const) {
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      for (const r of rows) (schema as typeof productSchema).parse(r);
      console.log(name, rows.length, ((performance.now() - t) / rows.length * 1000).toFixed(1), 'µs each');
    }
  }
  const titles = products.map((p) => p.title);
  let t = performance.now(); [...titles].sort((a, b) => a.localeCompare(b, 'de')); console.log('localeCompare de sort', titles.length, performance.now() - t);
  const coll = new Intl.Collator('de'); t = performance.now(); [...titles].sort(coll.compare); console.log('collator sort', performance.now() - t);
});
