/** Throw from a route to answer with the one error shape: { message, details? }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
