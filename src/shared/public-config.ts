/** Shape of GET /api/config: operator settings the browser may see. Unset entries are absent or null. */
export interface PublicConfig {
  companyName: string;
  contactEmail: string | null;
  wallets: { id: string; name: string; address: string }[];
  coffeeUrl: string | null;
  cardButton: { buyButtonId: string; publishableKey: string } | null;
  aiProvider: boolean;
}
