import { ZDrawDraftResponse, type TDrawDraft } from '@courtside/contracts/admin';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/draw-drafts/:id: every game of the draft with what publishing does to it. */
export const getDraft = async (draftId: number, signal?: AbortSignal): Promise<TDrawDraft> =>
  (await apiGet(`/api/admin/draw-drafts/${draftId}`, ZDrawDraftResponse, signal)).data;

export const draftQueryKey = (draftId: number) => ['admin', 'draw-drafts', draftId] as const;

export const draftQueryOptions = (draftId: number) =>
  queryOptions({
    queryKey: draftQueryKey(draftId),
    queryFn: ({ signal }) => getDraft(draftId, signal),
    staleTime: 0,
  });

export const useDraft = (draftId: number) => useQuery(draftQueryOptions(draftId));

/**
 * A new draft answers itself whole: its page shows it without asking again. The season's draw
 * screen (its list of drafts) and the audit log are asked again when next shown.
 */
export async function showNewDraft(queryClient: QueryClient, draft: TDrawDraft) {
  queryClient.setQueryData(draftQueryKey(draft.id), draft);
  await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
}
