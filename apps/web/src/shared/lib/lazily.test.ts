import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes the value on first use, once', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazily(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
