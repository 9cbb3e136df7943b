import { ZWaitlistOutcomeResponse, type TWaitlistOutcome } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { PayTeamNominationBody } from './pay-team-nomination';

/**
 * POST /api/ecommerce/teamnomination/joinwaitlist: the wizard's entry for a full division, sent
 * without a card; the team joins the division's waitlist and the answer says its position.
 */
export const joinWaitlist = async (body: PayTeamNominationBody): Promise<TWaitlistOutcome> =>
  (await apiPost('/api/ecommerce/teamnomination/joinwaitlist', body, ZWaitlistOutcomeResponse)).data;

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
