/** The one JSON error shape every API route answers with. */
export interface ApiErrorBody {
  message: string;
  details?: string;
}
