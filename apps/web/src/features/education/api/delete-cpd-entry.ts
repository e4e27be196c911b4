import { useMutation, useQueryClient } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { cpdKeys } from '../../../shared/cpd/cpd-api';
import { request } from '../../../shared/api/query';

/** DELETE cpd/delete/{id}: the record and its evidence files. */
export function useDeleteCpdEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => request(education.deleteCpdEntry, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: cpdKeys.all }),
  });
}
