import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AU_STATES, ZSettings, type TSettings } from '@courtside/contracts';
import type { TEnv } from '../../config/env.js';

export function publicSettings(env: TEnv): TSettings {
  return {
    client_name: env.CLIENT_NAME,
    brand: {
      logo_url: env.BRAND_LOGO_URL,
      favicon_url: env.BRAND_FAVICON_URL,
      primary_color: env.BRAND_PRIMARY_COLOR,
      secondary_color: env.BRAND_SECONDARY_COLOR,
    },
    time_zone: env.TIME_ZONE,
    tax_rate: env.TAX_RATE,
    gateway: env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
    gateway_public_key: env.STRIPE_SECRET_KEY ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    donations: env.DONATIONS_ENABLED,
    maps_key: env.MAPS_KEY ?? null,
    maps_autocomplete: env.MAPS_AUTOCOMPLETE && Boolean(env.MAPS_KEY),
    auto_usernames: env.AUTO_USERNAMES,
    min_password_length: env.MIN_PASSWORD_LENGTH,
    stats_enabled: env.STATS_ENABLED,
    general: { currency: 'AUD', default_state: AU_STATES[0] },
  };
}

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = publicSettings(app.deps.env);
  app.get('/settings', {
    schema: {
      tags: ['settings'],
      summary: 'Page settings the web app needs',
      response: { 200: ZSettings },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return settings;
    },
  });
}
