import { describe, expect, it } from 'vitest';
import { resumeStateOf, stepIndexOf, viewOfStep, type SignupView } from './signup-steps';

describe('sign-up steps', () => {
  it('starts at the account form and follows the server step after it', () => {
    expect(viewOfStep(undefined)).toBe('account');
    expect(viewOfStep('professional')).toBe('professional');
    expect(viewOfStep('verify')).toBe('verify');
    expect(viewOfStep('done')).toBe('done');
  });

  it('orders the stepper account, professional, verify, then done', () => {
    const views: SignupView[] = ['account', 'professional', 'verify', 'done'];
    expect(views.map(stepIndexOf)).toEqual([0, 1, 2, 3]);
  });

  it('reads only a well-formed hand-over from the login page', () => {
    const handOver = { registrationStep: 'professional', registerToken: 'rt', email: 'a@b.co' };
    expect(resumeStateOf(handOver)).toEqual(handOver);
    expect(resumeStateOf({ ...handOver, registrationStep: 'account' })).toBeNull();
    expect(resumeStateOf({ registerToken: 'rt' })).toBeNull();
    expect(resumeStateOf(null)).toBeNull();
  });
});
