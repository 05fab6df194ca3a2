import { loginPathReturningTo, returnPathFrom } from './login-path';

test('the login remembers the page asked for and gives it back', () => {
  const login = loginPathReturningTo('/tasks/33?x=1');
  expect(login).toBe('/login?redirectTo=%2Ftasks%2F33%3Fx%3D1');
  expect(returnPathFrom(login.slice(login.indexOf('?')))).toBe('/tasks/33?x=1');
  expect(loginPathReturningTo('/')).toBe('/login');
});

test('only this site’s own pages are returned to', () => {
  for (const target of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/login?redirectTo=/x',
    '',
  ]) {
    expect(returnPathFrom(`?redirectTo=${encodeURIComponent(target)}`)).toBeNull();
  }
  expect(returnPathFrom('')).toBeNull();
});
