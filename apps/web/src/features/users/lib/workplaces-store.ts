import { createFeatureStore } from '../../../shared/session/feature-store';

/** A work place as kept: only `_id` is relied on here. */
export interface Workplace {
  _id: string;
  [key: string]: unknown;
}

interface WorkplacesState {
  /** SPEC §3 `workplaces`: the user's work places as last fetched. */
  workplaces: Workplace[];
  setWorkplaces: (workplaces: Workplace[]) => void;
}

/** The profile's work places (decision 140). */
export const useWorkplacesStore = createFeatureStore<WorkplacesState>(
  'workplaces',
  (set) => ({
    workplaces: [],
    setWorkplaces: (workplaces) => set({ workplaces }),
  }),
  ({ workplaces }) => ({ workplaces }),
);
