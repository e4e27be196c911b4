import { products, type education, type ModuleSlug } from '@portal/contract';

// Pure rules of Education, tested without a database.

/**
 * Why a user may not see a producer's products, or null when they may: the rules of the
 * catalogue's own calls (`products.getProducts`: its module, then self-certification), so a
 * profile shows products to exactly the users the catalogue shows them to.
 */
export function productsHiddenReason(user: {
  modules: readonly ModuleSlug[];
  isSelfCertificated: boolean;
}): education.ProductsHiddenReason | null {
  const rule = products.getProducts;
  if (rule.module && !user.modules.includes(rule.module)) return 'module';
  if (rule.selfCertified && !user.isSelfCertificated) return 'self-certification';
  return null;
}
