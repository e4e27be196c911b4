import { describe, expect, it } from 'vitest';
import { productsHiddenReason } from './education.policy';

describe('productsHiddenReason', () => {
  it('shows products to a self-certified user of the product module', () => {
    expect(productsHiddenReason({ modules: ['product'], isSelfCertificated: true })).toBeNull();
  });
  it('hides them without the module, whatever the certification', () => {
    expect(productsHiddenReason({ modules: ['education'], isSelfCertificated: true })).toBe(
      'module',
    );
  });
  it('hides them from a user who has not self-certified', () => {
    expect(productsHiddenReason({ modules: ['product'], isSelfCertificated: false })).toBe(
      'self-certification',
    );
  });
});
