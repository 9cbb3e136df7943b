import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EFT_ERROR_FIELDS,
  MSG,
  PHOTO_MAX_BYTES,
  ZApiError,
  ZEftRequest,
  ZMessage,
  ZProfileResponse,
  ZProfileUpdate,
} from '@courtside/contracts';
import { AppError } from '../../lib/app-error.js';
import { parseOr422 } from '../../lib/validate.js';
import { guardRoute } from '../../lib/access.js';
import * as profile from './profile.service.js';

const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 413: ZApiError, 422: ZApiError };

/** Member profile routes; the folder's onRequest hook (app.ts) has already checked sign-in. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/user', {
    schema: {
      tags: ['profile'],
      summary: 'The signed-in member profile',
      response: { 200: ZProfileResponse, ...errors },
    },
    handler: async (request) => ({ data: await profile.getProfile(deps, request.user.memberId) }),
  });

  app.post('/user', {
    schema: {
      tags: ['profile'],
      summary: 'Update the profile (multipart/form-data with an optional profilephoto file, or JSON)',
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: ZProfileResponse, ...errors },
    },
    handler: async (request) => {
      let fields: Record<string, unknown> = {};
      let photo: profile.UploadedPhoto | undefined;
      if (request.isMultipart()) {
        try {
          // Oversized files are cut at the limit and flagged, so the member gets the photo-size message rather than a 413.
          for await (const part of request.parts({
            limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 100 },
          })) {
            if (part.type === 'file') {
              const chunks: Buffer[] = [];
              for await (const chunk of part.file) chunks.push(chunk as Buffer);
              if (part.fieldname === 'profilephoto' && chunks.length > 0)
                photo = { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
            } else {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (err) {
          // A body that is not a readable multipart form (no boundary, cut short) is the sender's fault.
          if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
          throw new AppError('bad_request', 'The form could not be read. Please try again.');
        }
      } else {
        fields = (request.body ?? {}) as Record<string, unknown>;
      }
      const input = parseOr422(ZProfileUpdate, fields);
      return { data: await profile.updateProfile(deps, request.user.memberId, input, photo) };
    },
  });

  app.get('/user/photo', {
    schema: {
      tags: ['profile'],
      summary: 'The signed-in member photo',
      querystring: z.object({ v: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const photo = await profile.readPhoto(deps, request.user.memberId);
      reply.header('cache-control', 'private, max-age=3600').type(photo.type);
      return reply.send(photo.bytes);
    },
  });

  app.post('/eft', {
    ...guardRoute('isEft', profile.EFT_NOT_ENABLED),
    schema: {
      tags: ['profile'],
      summary: 'Save bank (EFT) details; needs is_eft',
      body: z.record(z.string(), z.unknown()),
      response: { 200: ZMessage, ...errors },
    },
    handler: async (request) => {
      const body = request.body;
      // Accept the update-action names too (account_name, ...): older clients send those.
      const input = {
        acctname: body.acctname ?? body.account_name,
        acctbsb: body.acctbsb ?? body.account_bsb,
        acctnumber: body.acctnumber ?? body.account_number,
      };
      const parsed = ZEftRequest.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = EFT_ERROR_FIELDS[issue.path[0] as keyof typeof EFT_ERROR_FIELDS] ?? 'error';
          (fieldErrors[key] ??= []).push(issue.message);
        }
        throw new AppError('validation_failed', MSG.formErrors, fieldErrors);
      }
      await profile.updateEft(deps, request.user.memberId, parsed.data);
      return { message: 'EFT details updated successfully' };
    },
  });
}
