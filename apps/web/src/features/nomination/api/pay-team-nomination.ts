import { ZNominationOutcomeResponse, type TNominationOutcome } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** The wizard's answers; the server parses them with ZPayTeamNominationRequest and prices the entry itself. */
export interface PayTeamNominationBody {
  manager: object;
  coach: object;
  team: object;
  note: string;
  teamCopy: boolean;
  players: object[];
  donationCart: { product_id: number }[];
  teamnominationCart: { p_name: string; p_price: number }[];
  cardData: unknown;
  idempotencyKey: string;
}

/** POST /api/ecommerce/teamnomination/payteamnom: new team id (sk_tm) or the paid order. */
export const payTeamNomination = async (body: PayTeamNominationBody): Promise<TNominationOutcome> =>
  (await apiPost('/api/ecommerce/teamnomination/payteamnom', body, ZNominationOutcomeResponse)).data;

export const usePayTeamNomination = () => useMutation({ mutationFn: payTeamNomination });
