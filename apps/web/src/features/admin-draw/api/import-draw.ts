import { ZDrawDraftResponse } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showNewDraft } from './get-draft';

/** GET /api/admin/seasons/:id/draw.csv: the published draw (or a division's) as a file: a link, not a fetch. */
export const drawCsvUrl = (seasonId: number, divisionId: number | null) =>
  `/api/admin/seasons/${seasonId}/draw.csv${divisionId === null ? '' : `?division_id=${divisionId}`}`;

/**
 * POST /api/admin/seasons/:id/draw/import: a CSV file in the export's columns made a draft. Every
 * line is checked first; a refusal (422) names each line to correct.
 */
export const importDraw = async ({ seasonId, csv }: { seasonId: number; csv: string }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/draw/import`, { csv }, ZDrawDraftResponse)).data;

export function useImportDraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importDraw, onSuccess: (draft) => showNewDraft(queryClient, draft) });
}
