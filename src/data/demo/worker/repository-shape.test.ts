import { createTestRepository } from '../../../testing/demo-context';
import { repositoryShape } from './repository-shape';

it('names exactly the resources and methods the demo store has, so the stand-in forwards every call', async () => {
  const { repo } = await createTestRepository();
  const actual: Record<string, string[]> = {};
  for (const [resource, methods] of Object.entries(repo)) {
    if (methods && typeof methods === 'object') actual[resource] = Object.keys(methods).sort();
  }
  const listed = Object.fromEntries(Object.entries(repositoryShape).map(([resource, methods]) => [resource, [...methods].sort()]));
  expect(listed).toEqual(actual);
});
