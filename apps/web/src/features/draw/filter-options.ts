// Season and division choices shared by the Draw and Standings filters.
import type { FilterOption } from '../../components/filters/FilterSelect';
import { useDrawDivisions } from './api/get-divisions';
import { useDrawSeasons } from './api/get-seasons';

export function useSeasonOptions(): FilterOption[] {
  const { data } = useDrawSeasons();
  return (data ?? []).map((s) => ({
    value: String(s.season_id),
    text: s.archived ? `${s.season_name} (archived)` : s.season_name,
  }));
}

export function useDivisionOptions(seasonId: string): FilterOption[] {
  const { data } = useDrawDivisions(seasonId);
  return (data ?? []).map((d) => ({ value: String(d.division_id), text: d.division_name }));
}
