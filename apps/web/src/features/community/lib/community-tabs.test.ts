import { describe, expect, it } from 'vitest';
import { COMMUNITY_TABS, pathOfTab, tabOfPath } from './community-tabs';

describe('community tabs and routes', () => {
  it('each alias route opens its tab; /communities names none', () => {
    expect(tabOfPath('/community/forums')).toBe('forums');
    expect(tabOfPath('/community/userposts')).toBe('userposts');
    expect(tabOfPath('/community/users/')).toBe('users');
    expect(tabOfPath('/community/admins')).toBe('admins');
    expect(tabOfPath('/communities')).toBeNull();
    expect(tabOfPath('/community/chat')).toBeNull();
  });

  it('each tab goes to its alias, and back', () => {
    for (const t of COMMUNITY_TABS) expect(tabOfPath(pathOfTab(t.value))).toBe(t.value);
  });
});
