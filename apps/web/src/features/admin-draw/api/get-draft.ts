import { ZDrawDraftResponse, type TDrawDraft } from '@courtside/contracts/admin';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/draw-drafts/:id: every game of the draft with what publishing does to it. A
 * generated draft is generating (no games yet) until the server's job has placed them.
 */
export const getDraft = async (draftId: number, signal?: AbortSignal): Promise<TDrawDraft> =>
  (await apiGet(`/api/admin/draw-drafts/${draftId}`, ZDrawDraftResponse, signal)).data;

export const draftQueryKey = (draftId: number) => ['admin', 'draw-drafts', draftId] as const;

export const draftQueryOptions = (draftId: number) =>
  queryOptions({
    queryKey: draftQueryKey(draftId),
    queryFn: ({ signal }) => getDraft(draftId, signal),
    staleTime: 0,
  });

/** While the server's job is still placing the games, asked again every second. */
export const GENERATING_POLL_MS = 1_000;

export const useDraft = (draftId: number) =>
  useQuery({
    ...draftQueryOptions(draftId),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATING_POLL_MS : false),
  });

/**
 * A new draft answers itself whole: its page shows it without asking again. The season's draw
 * screen (its list of drafts) and the audit log are asked again when next shown.
 */
export async function showNewDraft(queryClient: QueryClient, draft: TDrawDraft) {
  queryClient.setQueryData(draftQueryKey(draft.id), draft);
  await queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
}
