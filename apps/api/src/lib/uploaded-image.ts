// An image uploaded through the console (a plan's cover, a store product's cover): one
// file field of a multipart form, cut at a size limit, and known by its first bytes rather than
// by the name or type the browser gave, so only real JPEG, PNG and WebP files are kept.
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error.js';

export const IMAGE_CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of image the bytes hold (JPEG, PNG or WebP), or null for anything else. */
export function imageExtensionOf(bytes: Buffer): ImageExtension | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (
    bytes.length > 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** The content type of a stored image by its key's extension (keys end .jpg, .png or .webp). */
export function imageContentTypeOf(key: string): string | null {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return ext in IMAGE_CONTENT_TYPES ? IMAGE_CONTENT_TYPES[ext as ImageExtension] : null;
}

export interface ImageUploadRules {
  /** The form field that carries the file. */
  field: string;
  /** Files of this many bytes or more are refused. */
  maxBytes: number;
  messages: { missing: string; type: string; size: string };
}

/**
 * Reads the one image file of a multipart form: 422 (on `field`) when it is missing, too big or
 * not a JPEG, PNG or WebP image; 400 when the body is not a readable form.
 */
export async function receiveImageUpload(
  request: FastifyRequest,
  rules: ImageUploadRules,
): Promise<{ bytes: Buffer; extension: ImageExtension }> {
  if (!request.isMultipart()) throw fieldError(rules.field, rules.messages.missing);
  let found: { bytes: Buffer; truncated: boolean } | null = null;
  try {
    // Oversized files are cut at the limit and flagged (app.ts), so the answer is the size message, not a 413.
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname === rules.field && chunks.length > 0)
        found = { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    }
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new AppError('bad_request', 'The form could not be read. Please try again.');
  }
  if (!found) throw fieldError(rules.field, rules.messages.missing);
  if (found.truncated || found.bytes.length >= rules.maxBytes)
    throw fieldError(rules.field, rules.messages.size);
  const extension = imageExtensionOf(found.bytes);
  if (!extension) throw fieldError(rules.field, rules.messages.type);
  return { bytes: found.bytes, extension };
}
