import { afterEach, describe, expect, it } from 'vitest';
import { introWasOver, rememberIntro } from './intro-memory';

describe('intro memory', () => {
  afterEach(() => localStorage.clear());

  it('remembers per user whether the intro was over', () => {
    expect(introWasOver('u1')).toBe(false);
    rememberIntro('u1', true);
    expect(introWasOver('u1')).toBe(true);
    expect(introWasOver('u2')).toBe(false);
    rememberIntro('u1', false);
    expect(introWasOver('u1')).toBe(false);
  });

  it('knows nothing without a user', () => {
    rememberIntro(undefined, true);
    expect(introWasOver(undefined)).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
