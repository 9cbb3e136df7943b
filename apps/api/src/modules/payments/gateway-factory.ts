import type { TEnv } from '../../config/env.js';
import type { PaymentGateway } from './gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { StripeGateway } from './stripe-gateway.js';

/** Stripe when STRIPE_SECRET_KEY is set, else the test-mode sandbox (loadEnv refuses that in production unless allowed). */
export function createGateway(
  env: TEnv,
  timeZone: () => string,
  now: () => Date = () => new Date(),
): PaymentGateway {
  if (env.STRIPE_SECRET_KEY)
    return new StripeGateway({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  return new SandboxGateway(timeZone, now);
}
