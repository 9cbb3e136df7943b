// The browser's own check of a console cover image before it is uploaded (the API checks the bytes
// again): JPEG, PNG or WebP, not empty, under the size limit of the endpoint.

const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const COVER_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** The file input's `accept`. */
export const COVER_ACCEPT = ['.jpg', '.jpeg', '.png', '.webp', ...COVER_TYPES].join(',');

/** Why a chosen file cannot be a cover, or null when it can. */
export function coverProblem(
  file: { name: string; size: number; type: string },
  maxBytes: number,
): string | null {
  const typed = (COVER_TYPES as readonly string[]).includes(file.type) || COVER_EXTENSIONS.test(file.name);
  if (!typed) return 'The image must be a JPEG, PNG or WebP file.';
  if (file.size === 0) return 'This file is empty: choose another image.';
  if (file.size >= maxBytes) return `The image must be smaller than ${maxBytes / 1000} kB.`;
  return null;
}
