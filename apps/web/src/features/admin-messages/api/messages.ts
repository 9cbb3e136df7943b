// Messages to members (API /api/admin/messages): the history (asked again every two seconds while
// any message still has recipients pending), one message with its recipients, the audience
// picker's lists, the member search for hand-picking, and preview, test and send.
import {
  ZMessageAudiences,
  ZMessageDetail,
  ZMessageList,
  ZMessageMemberMatches,
  ZMessagePreview,
  ZMessageSent,
  ZMessageTestSent,
  type TMessageDraft,
} from '@courtside/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

const messagesKey = ['admin', 'messages'] as const;
/** While recipients are pending the counts change as the job sends: asked again this often. */
const PENDING_REFRESH_MS = 2000;

export const useMessages = () =>
  useQuery({
    queryKey: messagesKey,
    queryFn: async ({ signal }) => (await apiGet('/api/admin/messages', ZMessageList, signal)).data,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((m) => m.counts.pending > 0) ? PENDING_REFRESH_MS : false,
  });

export const useMessage = (id: number) =>
  useQuery({
    queryKey: [...messagesKey, id],
    queryFn: async ({ signal }) => (await apiGet(`/api/admin/messages/${id}`, ZMessageDetail, signal)).data,
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data?.message.counts.pending ?? 0) > 0 ? PENDING_REFRESH_MS : false,
  });

export const useAudiences = () =>
  useQuery({
    queryKey: [...messagesKey, 'audiences'],
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/messages/audiences', ZMessageAudiences, signal)).data,
  });

export const useMemberMatches = (q: string) =>
  useQuery({
    queryKey: [...messagesKey, 'members', q],
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/messages/members?q=${encodeURIComponent(q)}`, ZMessageMemberMatches, signal))
        .data,
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const previewMessage = async (draft: TMessageDraft) =>
  (await apiPost('/api/admin/messages/preview', draft, ZMessagePreview)).data;
export const sendTestMessage = async (draft: TMessageDraft) =>
  (await apiPost('/api/admin/messages/test', draft, ZMessageTestSent)).data;
export const sendMessage = async (draft: TMessageDraft) =>
  (await apiPost('/api/admin/messages', draft, ZMessageSent)).data;

export const usePreview = () => useMutation({ mutationFn: previewMessage });
export const useSendTest = () => useMutation({ mutationFn: sendTestMessage });

/**
 * Sends the message; the history (and the audit log, when next shown) is asked again, without
 * waiting: the screen moves on to the sent message at once. The audiences and member matches
 * stay as they are.
 */
export function useSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'], refetchType: 'none' });
    },
  });
}
