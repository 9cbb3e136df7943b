// /api/admin/settings: the association's settings in the console. Admins change the member
// side's page settings; admin or competition staff change the competition defaults.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminSettings,
  ZCompetitionDefaultsUpdate,
  ZPageSettingsUpdate,
  ZTaxSettingsUpdate,
  ZDocumentSettingsUpdate,
  ZHireRulesUpdate,
} from '@courtside/contracts/admin';
import { errorAnswers } from '../../plugins/errors.js';
import { consoleRoutes, staffOnly } from '../../lib/console-access.js';
import * as settings from './settings-console.service.js';

const errors = errorAnswers(401, 403, 422);

export default async function settingsAdminRoutes(fastify: FastifyInstance) {
  consoleRoutes(fastify, { tag: 'console: settings', roles: ['admin'] });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/settings', {
    ...staffOnly('competition'),
    schema: {
      summary:
        "The page settings (each with its source, console or environment, and the environment's value) and the competition defaults",
      response: { 200: ZAdminSettings, ...errors },
    },
    handler: async () => ({ data: await settings.getAdminSettings(deps) }),
  });

  app.put('/settings', {
    schema: {
      summary:
        "Change page settings (only those given; null puts the environment's value back); in force at once on every process, audited",
      body: ZPageSettingsUpdate,
      response: { 200: ZAdminSettings, ...errors },
    },
    handler: async (request) => ({
      data: await settings.updatePageSettings(deps, request.user.memberId, request.body),
    }),
  });

  app.put('/settings/competition', {
    ...staffOnly('competition'),
    schema: {
      summary: 'Change the points per outcome (only those given) and the tie-break order; audited',
      body: ZCompetitionDefaultsUpdate,
      response: { 200: ZAdminSettings, ...errors },
    },
    handler: async (request) => ({
      data: await settings.updateCompetitionDefaults(deps, request.user.memberId, request.body),
    }),
  });

  app.put('/settings/tax', {
    schema: {
      summary:
        "Change the ABN (11 digits, ATO checksum), GST registration and the invoices' bank account (only those given; null clears); audited",
      body: ZTaxSettingsUpdate,
      response: { 200: ZAdminSettings, ...errors },
    },
    handler: async (request) => ({
      data: await settings.updateTaxSettings(deps, request.user.memberId, request.body),
    }),
  });

  app.put('/settings/documents', {
    schema: {
      summary:
        "Change the addresses of the terms and conditions and the privacy policy members agree to (https; only those given; null or '' clears); audited",
      body: ZDocumentSettingsUpdate,
      response: { 200: ZAdminSettings, ...errors },
    },
    handler: async (request) => ({
      data: await settings.updateDocumentSettings(deps, request.user.memberId, request.body),
    }),
  });

  app.put('/settings/hire', {
    schema: {
      summary:
        'Change the rule members cancel and move their own court hire by: hours before the start to cancel with a refund, the refund percentage, whether later cancellations are allowed (no refund), hours before the start to move (only those given); audited',
      body: ZHireRulesUpdate,
      response: { 200: ZAdminSettings, ...errors },
    },
    handler: async (request) => ({
      data: await settings.updateHireRules(deps, request.user.memberId, request.body),
    }),
  });
}
