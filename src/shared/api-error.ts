/** The one JSON error shape every API route answers with. */
export interface ApiErrorBody {
  message: string;
  details?: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && typeof (value as ApiErrorBody).message === "string";
}
