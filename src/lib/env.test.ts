import { readEnv } from './read-env';

test('without flags the demo data source and /api are used', () => {
  expect(readEnv({})).toEqual({ dataSource: 'demo', apiBaseUrl: '/api' });
});

test('empty flags count as missing', () => {
  expect(readEnv({ VITE_DATA_SOURCE: '', VITE_API_BASE_URL: '' })).toEqual({ dataSource: 'demo', apiBaseUrl: '/api' });
});

test('the api data source and a base url are read from the flags', () => {
  expect(readEnv({ VITE_DATA_SOURCE: 'api', VITE_API_BASE_URL: 'https://x/api' })).toEqual({
    dataSource: 'api',
    apiBaseUrl: 'https://x/api',
  });
});

test('an unknown data source fails loudly', () => {
  expect(() => readEnv({ VITE_DATA_SOURCE: 'mock' })).toThrow(/Ungültige Konfiguration: VITE_DATA_SOURCE/);
});

test('the flags of the test build are valid', () => {
  expect(() => readEnv()).not.toThrow();
});
