import { describe, expect, it } from 'vitest';
import { pathOfTab, tabOfPath } from './profile-tabs';

describe('profile tabs', () => {
  it('follow the route', () => {
    expect(tabOfPath('/profile')).toBe('details');
    expect(tabOfPath('/profile/details')).toBe('details');
    expect(tabOfPath('/profile/biography')).toBe('biography');
    expect(tabOfPath('/profile/work/')).toBe('work');
    expect(pathOfTab('work')).toBe('/profile/work');
  });
});
