import { describe, expect, it } from 'vitest';
import { forbidden } from './errors';
import { readBesideCheck } from './read-beside-check';

const later = <T>(ms: number, f: () => T) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(f());
      } catch (err) {
        reject(err);
      }
    }, ms),
  );

describe('readBesideCheck', () => {
  it('gives the read once the check has passed', async () => {
    await expect(
      readBesideCheck(
        later(5, () => true),
        Promise.resolve('page'),
      ),
    ).resolves.toBe('page');
  });

  it('refuses with the check even when the read failed first', async () => {
    const refused = forbidden('This channel is private.');
    const result = readBesideCheck(
      later(10, () => {
        throw refused;
      }),
      Promise.reject(new Error('pool timeout')),
    );
    await expect(result).rejects.toBe(refused);
  });

  it('gives no data of a read whose check refused', async () => {
    const refused = forbidden('No.');
    await expect(readBesideCheck(Promise.reject(refused), Promise.resolve('secret'))).rejects.toBe(
      refused,
    );
  });

  it('fails with the read when the check passed', async () => {
    const failed = new Error('database gone');
    await expect(readBesideCheck(Promise.resolve(), Promise.reject(failed))).rejects.toBe(failed);
  });
});
