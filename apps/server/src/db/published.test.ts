import { describe, expect, it } from 'vitest';
import { actorOf, auditActionOf, publicationStatus } from './published';

describe('publicationStatus', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('is a draft without a time, scheduled before it, published from it on', () => {
    expect(publicationStatus(null, now)).toBe('draft');
    expect(publicationStatus(new Date('2026-11-26T12:00:01Z'), now)).toBe('scheduled');
    expect(publicationStatus(new Date('2026-11-26T12:00:00Z'), now)).toBe('published');
    expect(publicationStatus(new Date('2020-01-01T00:00:00Z'), now)).toBe('published');
  });
});

describe('auditActionOf', () => {
  it('names a change of the publication time alone publish or unpublish', () => {
    expect(auditActionOf({ publishedAt: 'x' }, null, '2026-11-26T12:00:00Z')).toBe('publish');
    expect(auditActionOf({ publishedAt: null }, '2026-11-26T12:00:00Z', null)).toBe('unpublish');
  });
  it('names anything else an update', () => {
    expect(auditActionOf({ publishedAt: 'x' }, 'a', 'b')).toBe('update');
    expect(auditActionOf({ publishedAt: 'x', name: 'n' }, null, 'b')).toBe('update');
    expect(auditActionOf({ stockStatus: 'out-of-stock' }, 'a', 'a')).toBe('update');
  });
});

describe('actorOf', () => {
  it('names the admin by first and last name', () => {
    expect(actorOf({ _id: 'u1', firstName: 'Grace', lastName: 'Whitfield' })).toEqual({
      id: 'u1',
      name: 'Grace Whitfield',
    });
  });
});
