import { useMutation, useQueryClient } from '@tanstack/react-query';
import { products } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { productKeys } from './product-keys';

/** POST product/declarationForm/create; the product's declaration list is fetched again after. */
export function useCreateDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: products.CreateDeclarationBody) =>
      (await request(products.createDeclaration, { body }, { displayLoader: true })).data,
    onSuccess: (declaration) =>
      queryClient.invalidateQueries({
        queryKey: productKeys.declarations(declaration.product._id),
      }),
  });
}
