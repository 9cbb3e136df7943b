// A local stand-in for api.stripe.com: the real `stripe` SDK is pointed at it
// (STRIPE_API_URL) and it records what arrives (path, form body, Idempotency-Key)
// and answers PaymentIntent JSON. Like Stripe, a repeated idempotency key gets the
// first answer again without creating anything.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  /** The query string's parameters (GET lists: `payout`, `expand[0]`, `starting_after`). */
  query: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface MockIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

export interface StripeMock {
  url: string;
  calls: StripeCall[];
  intents: Map<string, MockIntent>;
  /** Answer the next N requests with a retryable 500 (the SDK retries with the same key). */
  failNext: number;
  /** Answer every request with a non-retryable 500 (Stripe down). */
  down: boolean;
  /** Answers for other Stripe resources a test needs (customers, subscriptions, ...): undefined = not handled. */
  route?: (call: StripeCall) => { status: number; body: unknown } | undefined;
  /** Keeps a request unanswered until the promise settles (a hung Stripe); undefined = answer now. */
  hold?: (call: StripeCall) => Promise<void> | undefined;
  creates(): StripeCall[];
  close(): Promise<void>;
}

export async function startStripeMock(): Promise<StripeMock> {
  const calls: StripeCall[] = [];
  const intents = new Map<string, MockIntent>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;

  const mock: StripeMock = {
    url: '',
    calls,
    intents,
    failNext: 0,
    down: false,
    creates: () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents'),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => void answer());
    const answer = async () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const [path = '', search = ''] = (req.url ?? '').split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      const call = { method: req.method ?? '', path, form, query, idempotencyKey };
      calls.push(call);
      const held = mock.hold?.(call);
      if (held) await held;
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${calls.length}`,
          ...headers,
        });
        res.end(JSON.stringify(body));
      };
      if (mock.down)
        return send(
          500,
          { error: { type: 'api_error', message: 'Stripe is down' } },
          { 'stripe-should-retry': 'false' },
        );
      if (mock.failNext > 0) {
        mock.failNext -= 1;
        return send(
          500,
          { error: { type: 'api_error', message: 'Try again' } },
          { 'stripe-should-retry': 'true' },
        );
      }
      const remember = (status: number, body: unknown) => {
        if (idempotencyKey) answered.set(idempotencyKey, { status, body });
        send(status, body);
      };
      if (idempotencyKey && answered.has(idempotencyKey)) {
        const first = answered.get(idempotencyKey) as { status: number; body: unknown };
        return send(first.status, first.body, { 'idempotent-replayed': 'true' });
      }

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        counter += 1;
        const id = `pi_mock_${counter}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1] as string] = v;
        }
        const intent: MockIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? '',
          status: 'succeeded',
          client_secret: `${id}_secret_mock`,
          payment_method: form.payment_method ?? null,
          metadata,
          last_payment_error: null,
        };
        if (form.payment_method === 'pm_card_chargeDeclined') {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = { message: 'Your card was declined.' };
          intents.set(id, intent);
          return remember(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: intent,
            },
          });
        }
        if (form.payment_method === 'pm_card_threeDSecure2Required') intent.status = 'requires_action';
        intents.set(id, intent);
        return remember(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        counter += 1;
        return remember(200, {
          id: `re_mock_${counter}`,
          object: 'refund',
          amount: Number(form.amount),
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
      }
      const one = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
      const intent = one ? intents.get(one[1] as string) : undefined;
      if (one && intent) {
        if (req.method === 'POST' && one[2] === '/cancel') {
          if (intent.status === 'succeeded')
            return remember(400, {
              error: {
                type: 'invalid_request_error',
                message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              },
            });
          intent.status = 'canceled';
          return remember(200, intent);
        }
        if (req.method === 'POST' && one[2]) {
          intent.status = 'succeeded';
          return remember(200, intent);
        }
        if (req.method === 'GET') return send(200, intent);
      }
      const routed = mock.route?.(calls[calls.length - 1] as StripeCall);
      if (routed) return remember(routed.status, routed.body);
      return send(404, {
        error: { type: 'invalid_request_error', message: `No such route ${req.method} ${path}` },
      });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return mock;
}
