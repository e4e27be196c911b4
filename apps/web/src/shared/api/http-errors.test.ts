import { describe, expect, it } from 'vitest';
import { INPUT_ERRORS } from '@portal/contract';
import { classifyHttpError } from './http-errors';

describe('classifyHttpError (SPEC §8)', () => {
  it('5xx shows the server text', () => {
    expect(classifyHttpError(503, { error: 'Database unavailable' })).toEqual({
      message: 'Database unavailable',
      effect: null,
    });
  });

  it('5xx without text shows the server error fallback', () => {
    expect(classifyHttpError(500, null)).toEqual({
      message: 'Server Error! Oops, Something went wrong.',
      effect: null,
    });
    expect(classifyHttpError(502, '<html>Bad gateway</html>').message).toBe(
      'Server Error! Oops, Something went wrong.',
    );
  });

  it('401 ends the session whatever the server says', () => {
    expect(classifyHttpError(401, { error: 'Invalid token' })).toEqual({
      message: 'Sorry, Your session has expired. Please log in again.',
      effect: 'session-expired',
    });
  });

  it('403 shows the server text and goes to /403', () => {
    expect(classifyHttpError(403, { error: 'You do not have access to Products' })).toEqual({
      message: 'You do not have access to Products',
      effect: 'forbidden',
    });
  });

  it('422 version mismatch raises the appversion event without a snack', () => {
    expect(
      classifyHttpError(422, { error: 'APP version mismatch', code: 'APP_VERSION_MISMATCH' }),
    ).toEqual({ message: null, effect: 'app-version' });
  });

  it('other 4xx show their text', () => {
    expect(classifyHttpError(400, { error: 'Invalid email or password' })).toEqual({
      message: 'Invalid email or password',
      effect: null,
    });
    expect(classifyHttpError(404, { error: 'Not found', code: 'NOT_FOUND' }).message).toBe(
      'Not found',
    );
    expect(classifyHttpError(422, { error: 'Something else' }).message).toBe('Something else');
  });

  it('a refused input shows the server’s sentence, whatever its fields say', () => {
    for (const error of Object.values(INPUT_ERRORS)) {
      expect(
        classifyHttpError(400, { error, code: 'VALIDATION', fields: { id: 'Invalid id' } }),
      ).toEqual({ message: error, effect: null });
    }
  });

  it('anything else is the generic message', () => {
    const generic = { message: 'Something went wrong! try again.', effect: null };
    expect(classifyHttpError(404, null)).toEqual(generic);
    expect(classifyHttpError(400, { error: '' })).toEqual(generic);
    expect(classifyHttpError(undefined, new TypeError('Failed to fetch'))).toEqual(generic);
    expect(classifyHttpError(302, null)).toEqual(generic);
  });
});
