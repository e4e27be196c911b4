import { useMutation, useQueryClient } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { request } from '../../../shared/api/query';
import { educationKeys } from './education-keys';

/**
 * POST journalClub/create, or PUT journalClub/edit/:id with an id (its author or a site admin;
 * the server checks it again). The lists reload and the session's page takes the answer.
 */
export function useSaveJournalClub(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: education.JournalClubBody) =>
      (id
        ? await request(
            education.editJournalClub,
            { params: { id }, body },
            { displayLoader: true },
          )
        : await request(education.createJournalClub, { body }, { displayLoader: true })
      ).data,
    onSuccess: async (club) => {
      client.setQueryData(educationKeys.journalClub(club._id), club);
      await client.invalidateQueries({ queryKey: educationKeys.journalClubLists });
    },
  });
}
