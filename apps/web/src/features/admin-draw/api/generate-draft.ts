import { ZDrawDraftResponse, type TDrawGenerate } from '@courtside/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { showNewDraft } from './get-draft';

/**
 * POST /api/admin/seasons/:id/draw/generate: a draft draw for divisions (nothing public yet), with
 * the games no slot could take and why. Refused (409) for a division with played games.
 */
export const generateDraft = async ({ seasonId, ...body }: TDrawGenerate & { seasonId: number }) =>
  (await apiPost(`/api/admin/seasons/${seasonId}/draw/generate`, body, ZDrawDraftResponse)).data;

export function useGenerateDraft() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateDraft, onSuccess: (draft) => showNewDraft(queryClient, draft) });
}
