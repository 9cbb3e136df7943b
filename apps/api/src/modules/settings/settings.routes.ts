// GET /api/settings: what the web app needs to know about the association, from the live
// settings (settings.service.ts) and the deployment's environment (look, gateway, maps key).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AU_STATES, ZSettings, type TSettings } from '@courtside/contracts';
import type { TEnv } from '../../config/env.js';
import { derived } from '../../lib/derived.js';
import type { LiveSettings } from './settings.service.js';

export function publicSettings(env: TEnv, live: LiveSettings): TSettings {
  return {
    client_name: live.clientName,
    brand: {
      logo_url: env.BRAND_LOGO_URL,
      favicon_url: env.BRAND_FAVICON_URL,
      primary_color: env.BRAND_PRIMARY_COLOR,
      secondary_color: env.BRAND_SECONDARY_COLOR,
    },
    time_zone: live.timeZone,
    tax_rate: live.taxRate,
    abn: live.tax.abn,
    gst_registered: live.tax.gstRegistered,
    terms_url: live.documents.termsUrl,
    privacy_url: live.documents.privacyUrl,
    gateway: env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
    gateway_public_key: env.STRIPE_SECRET_KEY ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    donations: live.donations,
    maps_key: env.MAPS_KEY ?? null,
    // Autocomplete needs the Maps key, which only the environment gives.
    maps_autocomplete: live.mapsAutocomplete && Boolean(env.MAPS_KEY),
    auto_usernames: live.autoUsernames,
    min_password_length: live.minPasswordLength,
    stats_enabled: live.statsEnabled,
    general: { currency: 'AUD', default_state: AU_STATES[0] },
  };
}

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const settings = derived(deps.settings, (live) => publicSettings(deps.env, live));
  app.get('/settings', {
    schema: {
      tags: ['settings'],
      summary: 'Page settings the web app needs (in force at once when staff change them)',
      response: { 200: ZSettings },
    },
    handler: async (_request, reply) => {
      // Staff may change these at any moment: a browser or proxy asks again each time.
      reply.header('cache-control', 'no-cache');
      return settings();
    },
  });
}
