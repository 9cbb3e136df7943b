import { MSG, PHOTO_MAX_BYTES } from '@courtside/contracts';

const EXTENSIONS = /\.(jpe?g|png)$/i;

/** Client check of a chosen profile photo: under 500 KB, .jpg, .jpeg or .png. */
export function photoProblem(file: { name: string; size: number }): string | null {
  if (!EXTENSIONS.test(file.name)) return MSG.photoType;
  if (file.size >= PHOTO_MAX_BYTES) return MSG.photoSize;
  return null;
}

/** The upload is offered while a sport's membership needs renewal, or when there is no photo yet. */
export const canUploadPhoto = (p: { profilephoto: boolean; sports: { memb_renewal: boolean }[] }) =>
  !p.profilephoto || p.sports.some((s) => s.memb_renewal);
