import type { education, ModuleSlug, products } from '@portal/contract';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import { productsHiddenReason } from './education.policy';
import type { Db } from '../../db/client';
import { createProducersRepository, type ProducerRow } from './producers.repository';

const toSummary = (r: ProducerRow): education.ProducerSummary => ({
  _id: r.manufacturer.id,
  name: r.manufacturer.name,
  country: r.manufacturer.country,
  summary: r.profile?.summary ?? r.manufacturer.description.split(/(?<=\.)\s/)[0] ?? '',
  licences: r.profile?.licences ?? [],
  productCount: r.productCount,
});

/** Licensed-producer profiles; products only for a user the catalogue would show them to. */
export function createProducersService(deps: { db: Db }) {
  const repo = createProducersRepository(deps.db);
  return {
    async list(q: {
      limit: number;
      skip: number;
      search?: string | undefined;
    }): Promise<Page<education.ProducerSummary>> {
      const page = await repo.page(q);
      return { rows: page.rows.map(toSummary), total: page.total };
    },

    async get(
      user: { modules: readonly ModuleSlug[]; isSelfCertificated: boolean },
      id: string,
    ): Promise<education.Producer> {
      const row = await repo.find(id);
      if (!row) throw notFound('Producer');
      const hidden = productsHiddenReason(user);
      const list = hidden ? null : await repo.products(id);
      return {
        ...toSummary(row),
        description: row.manufacturer.description,
        imageUrl: row.manufacturer.imageUrl,
        contact: {
          email: row.profile?.email ?? null,
          phone: row.profile?.phone ?? null,
          website: row.manufacturer.website,
          address: row.profile?.address ?? null,
        },
        products:
          list?.map((p) => ({
            _id: p.id,
            name: p.name,
            form: p.form as products.ProductForm,
            summary: p.summary,
          })) ?? null,
        productsHiddenReason: hidden,
      };
    },

    addProfile: repo.insertProfile,
  };
}

export type ProducersService = ReturnType<typeof createProducersService>;
