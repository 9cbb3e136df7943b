import { ZShopPaymentResponse, type TPaymentOutcome, type ZShopPaymentRequest } from '@courtside/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from '../../../lib/zod';
import { apiPost } from '../../../lib/api-client';

export type ShopPaymentBody = z.input<typeof ZShopPaymentRequest>;

/** POST /api/ecommerce/store/payshoppingcart: the server prices the cart again and takes the stock in the payment. */
export const payShoppingCart = async (body: ShopPaymentBody): Promise<TPaymentOutcome> =>
  (await apiPost('/api/ecommerce/store/payshoppingcart', body, ZShopPaymentResponse)).data;

export const usePayShoppingCart = () => useMutation({ mutationFn: payShoppingCart });
