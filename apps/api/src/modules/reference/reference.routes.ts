import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApiError, ZGetDataRequest, ZGetDataResponse } from '@courtside/contracts';
import { JOBS, STATES, listCountries, searchLocalities } from './reference.service.js';

export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/getData', {
    schema: {
      tags: ['reference'],
      summary: 'Reference lists: states, countries, jobs, localities (localities accept a search prefix)',
      body: ZGetDataRequest,
      response: { 200: ZGetDataResponse, 401: ZApiError, 422: ZApiError },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      const { type, search } = request.body;
      switch (type) {
        case 'states':
          return { data: STATES };
        case 'countries':
          return { data: listCountries() };
        case 'jobs':
          return { data: JOBS };
        case 'localities':
          return { data: searchLocalities(search) };
      }
    },
  });
}
