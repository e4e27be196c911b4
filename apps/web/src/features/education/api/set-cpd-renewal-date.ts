import { useMutation, useQueryClient } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { cpdKeys } from '../../../shared/cpd/cpd-api';
import { request } from '../../../shared/api/query';

/** PUT cpd/renewalDate: stores the date; the year's records and counter follow it. */
export function useSetCpdRenewalDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (renewalDate: string) =>
      (await request(education.setCpdRenewalDate, { body: { renewalDate } })).data,
    onSuccess: (summary) => {
      client.setQueryData(cpdKeys.summary, summary);
      void client.invalidateQueries({ queryKey: cpdKeys.all });
    },
  });
}
