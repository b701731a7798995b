/** An error that maps to one HTTP status and the API's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'VALIDATION_ERROR', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Resource') =>
  new HttpError(404, 'NOT_FOUND', `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const payloadTooLarge = (message: string) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const unprocessable = (message: string) => new HttpError(422, 'UNPROCESSABLE', message);
export const tooManyRequests = (
  message = 'Too many requests. Please wait a minute and try again.',
) => new HttpError(429, 'RATE_LIMITED', message);
export const badGateway = (message: string) => new HttpError(502, 'AI_PROVIDER_ERROR', message);
export const gatewayTimeout = (message: string) =>
  new HttpError(504, 'AI_PROVIDER_TIMEOUT', message);
/** A plan limit reached: the body names the limit and the plan that lifts it. */
export const paymentRequired = (message: string) =>
  new HttpError(402, 'PLAN_LIMIT_REACHED', message);
