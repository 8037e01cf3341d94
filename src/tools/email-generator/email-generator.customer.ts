/** The writer's stance: a customer writing to a company, or a company writing to its customers. */

/**
 * True when the writer is a customer writing to a company ("I returned the headphones ... my refund", "complain to my
 * broadband provider", "cancel my subscription"), not a company writing to its customer ("tell the customer ...").
 */
export function writesAsCustomer(prompt: string): boolean {
  if (
    /\b(?:tell|inform|reply to|respond to|answer|apologi[sz]e to|email|write to|thank|remind|update|let)\s+(?:(?:the|our|a|this|all|every)\s+)?(?:customers?|clients?|guests?|users?|subscribers?|members?)\b(?!\s+(?:service|services|support|care|number|id|relations))|\b(?:their|your)\s+(?:order|refund|subscription|booking)\b|\b(?:pitch|pitching|cold (?:e-?mail|outreach)|sales (?:e-?mail|pitch))\b|\b(?:my|our)\s+(?:order|booking|payment|delivery|subscription)\s+(?:app|software|system|tool|platform|service)\b/i.test(
      prompt,
    )
  )
    return false;
  return /\b(?:my|our)\s+(?:(?:car|home|travel|pet|health|contents|life)\s+insurance\s+(?:claim|policy)|order|subscription|membership|account|booking|refund|bill|parcel|package|delivery|payment|reservation|warranty|claim|internet|broadband|phone line|flight|ticket|train|deposit|policy)\b|\b(?:ordered|bought|purchased)\s+(?:a|an|the|two|\d)\b|\border\s+#?\d{3,}|\b(?:the|a)\s+(?:£|\$|€)?[\d,.]+\s+refund\b|\bnever (?:got|received|arrived)\b|\b(?:haven['’]?t|have not|still not)\s+(?:got|received)\b|\bdelivered (?:a|the) wrong\b|\b(?:complain|complaint)\s+to\b|(?<!\b(?:join|joins|joined|joining|our|my|lead|leads|runs?|on|in|from)\s+(?:the\s+)?)\b(?:customer service|customer support|support team|broadband provider|phone company|energy supplier)\b|\bcharged\s+(?:me|us)\b|\bwas charged\b|\bovercharg\w*|\bcancel my\b|\b(?:my|a)\s+(?:full\s+|partial\s+)?refund\b|\bI (?:returned|paid for)\b/i.test(
    prompt,
  );
}
