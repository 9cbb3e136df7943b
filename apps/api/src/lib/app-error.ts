// Services throw an AppError with a machine code; one mapping in plugins/errors.ts
// turns it into the spec's error shape { error, message, errors? } and an HTTP status.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new AppError(404, 'not_found', `${what} not found`);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(
    fieldErrors ? 422 : 400,
    fieldErrors ? 'validation_failed' : 'bad_request',
    message,
    fieldErrors,
  );
export const fieldError = (field: string, message: string, summary = message) =>
  new AppError(422, 'validation_failed', summary, { [field]: [message] });
export const forbidden = (message = 'You do not have access to this page') =>
  new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Please sign in') => new AppError(401, 'unauthenticated', message);
