import { describe, expect, it } from 'vitest';
import { ConflictError, fieldReasons, NetworkError, ValidationError } from './errors';

describe('fieldReasons', () => {
  const fields = ['title', 'slug'] as const;

  it('keeps the reasons for the form’s own fields in the order the server gave them', () => {
    const error = new ValidationError('Bitte prüfen', { slug: 'Adresse vergeben', other: 'x', title: 'Zu lang' });
    expect(fieldReasons(error, fields)).toEqual([
      ['slug', 'Adresse vergeben'],
      ['title', 'Zu lang'],
    ]);
  });

  it('counts a conflict about a field as a reason for it', () => {
    expect(fieldReasons(new ConflictError('Vergeben', { slug: 'Vergeben' }), fields)).toEqual([['slug', 'Vergeben']]);
  });

  it('finds none in other failures, unknown fields or empty reasons', () => {
    expect(fieldReasons(new NetworkError(), fields)).toEqual([]);
    expect(fieldReasons(new ValidationError('x', { other: 'y', title: '' }), fields)).toEqual([]);
    expect(fieldReasons(new Error('boom'), fields)).toEqual([]);
  });
});
