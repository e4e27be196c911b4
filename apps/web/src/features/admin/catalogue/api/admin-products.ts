import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsAdmin } from '@portal/contract';
import { pageOf } from '../../../../shared/api/paging';
import { apiOf, placeLoading, request } from '../../../../shared/api/query';
import { catalogueKeys } from './catalogue-keys';

/** GET admin/products/:id. */
export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: async ({ signal, client }) =>
      (
        await request(
          productsAdmin.getAdminProduct,
          { params: { id } },
          placeLoading(signal),
          apiOf(client),
        )
      ).data,
  });

export const useAdminProduct = (id: string) => useQuery(adminProductQuery(id));

/** The admin area's lists and items are fetched again after any change. */
function useDropCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

export function useCreateProduct() {
  const drop = useDropCatalogue();
  return useMutation({
    mutationFn: async (body: productsAdmin.ProductBody) =>
      (await request(productsAdmin.createAdminProduct, { body }, { displayLoader: true })).data,
    onSuccess: drop,
  });
}

export function useUpdateProduct() {
  const drop = useDropCatalogue();
  return useMutation({
    mutationFn: async (input: { id: string; body: productsAdmin.ProductPatch }) =>
      (
        await request(
          productsAdmin.updateAdminProduct,
          { params: { id: input.id }, body: input.body },
          { displayLoader: true },
        )
      ).data,
    onSuccess: drop,
  });
}

export function useDeleteProduct() {
  const drop = useDropCatalogue();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(productsAdmin.deleteAdminProduct, { params: { id } }, { displayLoader: true }))
        .data,
    onSuccess: drop,
  });
}

/** Every producer's id and name, drafts included, for the product form's select. */
export const adminProducerOptionsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.producerOptions,
    queryFn: async ({ signal, client }) =>
      pageOf(
        await request(
          productsAdmin.listAdminProducers,
          { query: { limit: 100, skip: 0 } },
          placeLoading(signal),
          apiOf(client),
        ),
      ),
  });

export const useAdminProducerOptions = () => useQuery(adminProducerOptionsQuery());
