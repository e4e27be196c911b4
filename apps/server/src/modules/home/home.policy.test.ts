import { describe, expect, it } from 'vitest';
import { guideCardGoalMet, guideCardState, isInAppPath } from './home.policy';

describe('guideCardState', () => {
  it('is completed once done, whether or not the intro was skipped', () => {
    expect(guideCardState({ completed: true, introSkipped: false })).toBe('completed');
    expect(guideCardState({ completed: true, introSkipped: true })).toBe('completed');
  });

  it('is skipped when the intro was skipped before it was done, else new', () => {
    expect(guideCardState({ completed: false, introSkipped: true })).toBe('skipped');
    expect(guideCardState({ completed: false, introSkipped: false })).toBe('new');
  });
});

describe('a card whose action is already done', () => {
  it('is completed, skipped intro or not', () => {
    expect(guideCardState({ completed: false, introSkipped: false, goalMet: true })).toBe(
      'completed',
    );
    expect(guideCardState({ completed: false, introSkipped: true, goalMet: true })).toBe(
      'completed',
    );
  });

  it('is the self-certification card for a self-certified user only', () => {
    expect(guideCardGoalMet('self-certified', { isSelfCertificated: true })).toBe(true);
    expect(guideCardGoalMet('self-certified', { isSelfCertificated: false })).toBe(false);
    expect(guideCardGoalMet(null, { isSelfCertificated: true })).toBe(false);
    expect(guideCardGoalMet('something-else', { isSelfCertificated: true })).toBe(false);
  });
});

describe('isInAppPath', () => {
  it.each(['/profile', '/newsfeed', '/community/chat', '/products?form=oil'])('accepts %s', (p) =>
    expect(isInAppPath(p)).toBe(true),
  );
  it.each(['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'profile'])(
    'refuses %s',
    (p) => expect(isInAppPath(p)).toBe(false),
  );
});
