import { safeParse } from 'zod/v4/core';
import { serviceSchema } from '../../domain/service';
import { findService, otherServices, services } from './services-data';

test('every static service is a valid SPEC §3 service, ids 1 to 3 once each', () => {
  for (const service of services) expect(safeParse(serviceSchema, service).success).toBe(true);
  expect(services.map((s) => s.id)).toEqual([1, 2, 3]);
});

test('the schema refuses a fourth id and an empty title', () => {
  const workshop = services[0]!;
  expect(safeParse(serviceSchema, { ...workshop, id: 4 }).success).toBe(false);
  expect(safeParse(serviceSchema, { ...workshop, title: '' }).success).toBe(false);
});

test('lookups by id: unknown ids find nothing, the others never include the service itself', () => {
  expect(findService(2)?.title).toBe(services[1]!.title);
  expect(findService(4)).toBeNull();
  expect(findService(null)).toBeNull();
  expect(otherServices(services[0]!).map((s) => s.id)).toEqual([2, 3]);
});
