import { createTestRepository } from '../testing/demo-context';
import type { Repository } from './repository';
import { loadedOnFirstCall, repositoryShape } from './repository-shape';

it('names exactly the resources and methods the demo store has, so the stand-in forwards every call', async () => {
  const { repo } = await createTestRepository();
  const actual: Record<string, string[]> = {};
  for (const [resource, methods] of Object.entries(repo)) {
    if (methods && typeof methods === 'object')
      actual[resource] = Object.keys(methods)
        .filter((method) => typeof Reflect.get(methods, method) === 'function')
        .sort();
  }
  const listed = Object.fromEntries(
    Object.entries(repositoryShape()).map(([resource, methods]) => [resource, [...methods].sort()]),
  );
  expect(listed).toEqual(actual);
});

it('loads a resource with its first call, once, and answers every method through it', async () => {
  let loads = 0;
  const removed: number[] = [];
  const groups = loadedOnFirstCall('groups', async () => {
    loads++;
    return {
      list: async () => [],
      create: async (draft) => ({
        id: 7,
        name: draft.name,
        description: '',
        status: 'active',
        type: 'private',
        memberIds: [],
        adminId: null,
      }),
      update: async () => {
        throw new Error('nicht gebraucht');
      },
      remove: async (id) => {
        removed.push(id);
      },
    } as Repository['groups'];
  });
  expect(Object.keys(groups).sort()).toEqual(['create', 'list', 'remove', 'update']);
  expect(loads).toBe(0);
  const [created] = await Promise.all([
    groups.create({ name: 'Erfurt' } as Parameters<Repository['groups']['create']>[0]),
    groups.remove(3),
  ]);
  expect(created).toMatchObject({ id: 7, name: 'Erfurt' });
  expect(removed).toEqual([3]);
  await expect(groups.update(7, { name: 'x' } as Parameters<Repository['groups']['update']>[1])).rejects.toThrow(
    'nicht gebraucht',
  );
  expect(loads).toBe(1);
});
